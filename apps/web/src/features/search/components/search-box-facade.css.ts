import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

// The same box as casino-ui's SearchPopover draws when closed, so nothing moves or changes when the real one replaces
// it. Hover and focus come from CSS here: the facade carries none of the widget's script.
export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
