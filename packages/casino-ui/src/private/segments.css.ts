import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Segments of equal width in one box, like a switch (GenderSwitch, SegmentedControl): the box matches TextField's
// height and border so a form row lines up.
export const segments = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  minHeight: '44px',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

// The whole segment is the click target: far above the 24 px minimum (WCAG 2.5.8).
export const segment = style({
  position: 'relative',
  display: 'flex',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

// The native radio stays for keyboard (arrow keys), forms and react-hook-form; it is hidden but still focusable.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const text = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${segment}[data-hovered] &`]: { color: vars.color.text, backgroundColor: vars.color.surface },
    [`${input}:checked + &`]: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    [`${input}[data-focus-visible] + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
