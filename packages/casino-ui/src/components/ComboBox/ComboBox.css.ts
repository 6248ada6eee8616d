import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { LIST_MAX_HEIGHT } from './list-placement';

export const leadingImage = style({
  flexShrink: 0,
  marginInlineEnd: vars.space.sm,
  borderRadius: '2px',
  objectFit: 'cover',
});

export const endSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
});

// 32 px: the same size as TextField's adornment buttons, above the 24 px WCAG 2.5.8 minimum.
export const toggle = style({
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
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${toggle}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '200px',
  // The inline style narrows it to the room on screen (use-list-placement).
  maxHeight: `${LIST_MAX_HEIGHT}px`,
  overflow: 'auto',
  // The end of the list does not hand the wheel to the page behind: scrolling that would close the list.
  overscrollBehavior: 'contain',
  padding: vars.space.xxs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const listBox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const optionImage = style({
  flexShrink: 0,
  borderRadius: '2px',
  objectFit: 'cover',
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const check = style({
  flexShrink: 0,
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: {
    [`${option}[data-selected] &`]: { visibility: 'visible' },
  },
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
