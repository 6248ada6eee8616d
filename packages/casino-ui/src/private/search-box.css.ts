import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The pill-shaped search box of the header's SearchPopover and of the SearchDialog (docs/architecture.md#what-may-import-what): one home, so the two
// ways into search look the same.

// The box draws the border and focus ring around the icon and the input together (as the field frame does).
export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // 44 px: a comfortable touch target on phones.
  minHeight: '44px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
  },
});

export const searchBoxIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const searchBoxInput = style({
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
    // The surrounding box shows focus; a second ring on the input would double it.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
