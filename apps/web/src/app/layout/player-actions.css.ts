import { breakpoints, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

const belowDesktop = `not all and (min-width: ${breakpoints.desktop}px)`;
/**
 * Below this width "Deposit" keeps its icon alone (its name stays "Deposit"), so the row fits a phone beside a
 * five-figure balance in German, whose word for it is long.
 */
const narrowPhone = 'not all and (min-width: 420px)';
const belowTablet = `not all and (min-width: ${breakpoints.tablet}px)`;

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // One row at any width: the items keep their size and the logo, before them, gives way first.
  flexWrap: 'nowrap',
  '@media': { [belowTablet]: { gap: vars.space.xxs } },
});

export const balance = style({ flexShrink: 0, '@media': { [belowTablet]: { fontSize: vars.fontSize.sm } } });

/** 40 px beside the other 40 px buttons on a phone's row; the library's 44 px from tablets. */
export const bell = style({ '@media': { [belowTablet]: { width: 40 } } });

export const deposit = style({
  flexShrink: 0,
  '@media': { [belowTablet]: { paddingInline: vars.space.sm } },
});

export const depositText = style({ '@media': { [narrowPhone]: { display: 'none' } } });

export const desktopOnly = style({ '@media': { [belowDesktop]: { display: 'none' } } });

/** The account menu's entries for what the header shows itself from 1024 px. */
export const belowDesktopOnly = style({ '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { display: 'none' } } });
