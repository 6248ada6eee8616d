import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The native <select> fills the TextField box (shared `control` class) so both look alike; the chevron is drawn
// over its end and lets clicks through to the select.
export const control = style({
  position: 'relative',
  paddingInline: 0,
});

export const select = style({
  appearance: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  // Room for the chevron so a long option never runs under it.
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + 24px)`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
    // The empty placeholder option reads as a hint, not as a value.
    '&[data-placeholder-shown]': { color: vars.color.textMuted },
  },
});

// Options are drawn by the operating system; the theme colours keep them readable on dark brands.
export const option = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
