import { breakpoints, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative' });

// Below 1024 px the header keeps to one row: the account is its icon alone.
export const label = style({
  '@media': { [`not all and (min-width: ${breakpoints.desktop}px)`]: { display: 'none' } },
});

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&[data-open]': { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [`not all and (min-width: ${breakpoints.desktop}px)`]: { display: 'none' },
  },
});

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  minWidth: 220,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});
