import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
});

// As wide as the input (Radix measures the anchor), and never taller than the room on the chosen side.
export const panel = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  width: 'var(--radix-popover-trigger-width)',
  minWidth: '240px',
  maxHeight: 'min(420px, var(--radix-popover-content-available-height, 420px))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const message = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Options are not focusable (focus stays in the input, ARIA combobox); `data-active` marks the one
// `aria-activedescendant` points at, so keyboard and pointer show the same highlight.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // 48 px rows: above the 24 px target minimum and easy to tap on a phone.
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': {
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
    },
  },
});

export const thumb = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '30px',
  height: '40px',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const optionProvider = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
