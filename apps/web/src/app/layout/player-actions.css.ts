import { breakpoints, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

const belowDesktop = `not all and (min-width: ${breakpoints.desktop}px)`;
/** Below this width "Deposit" keeps its icon alone, so the row still fits a 320 px phone beside a large balance. */
const narrowPhone = 'not all and (min-width: 360px)';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // One row at any width: the items keep their size and the logo, before them, gives way first.
  flexWrap: 'nowrap',
  '@media': { [`not all and (min-width: ${breakpoints.tablet}px)`]: { gap: vars.space.xxs } },
});

export const balance = style({ flexShrink: 0 });

export const deposit = style({
  flexShrink: 0,
  '@media': { [narrowPhone]: { paddingInline: vars.space.sm } },
});

export const depositText = style({ '@media': { [narrowPhone]: { display: 'none' } } });

export const desktopOnly = style({ '@media': { [belowDesktop]: { display: 'none' } } });

/** The account menu's entries for what the header shows itself from 1024 px. */
export const belowDesktopOnly = style({ '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { display: 'none' } } });
