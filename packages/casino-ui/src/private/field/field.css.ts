import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The frame every labelled field of the library shares: label, bordered control box, hint and error. One home, so
// TextField, Select, ComboBox, DateOfBirthInput, GenderSwitch and PasswordInput cannot drift apart.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// The box draws the border and the focus ring for the input and its adornments together. States come from
// react-aria (`useFocusRing` with `within`, `useHover`) as data attributes.
export const control = style({
  display: 'flex',
  alignItems: 'center',
  // 44 px: a comfortable touch target for the whole field.
  minHeight: '44px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    // The surrounding box shows focus; a second ring on the input itself would double it.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

// A button inside the field (show password, clear): at least 32 px so it clears the 24 px target minimum.
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});
