import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Share of the track that is filled, as a CSS percentage; set inline by the component. */
export const fillWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const valueText = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  // A border keeps the empty track visible on brands whose raised surface is close to the background.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = style({
  height: '100%',
  width: fillWidth,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationBase,
  transitionTimingFunction: vars.motion.easing,
  '@media': {
    // WCAG 2.3.3: the new width is enough to see the change; the sliding is decoration.
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
