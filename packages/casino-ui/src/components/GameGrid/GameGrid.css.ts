import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * Column minimums chosen so the grid gives 2 columns at 320 px, 3 at 390 px (matching the carousel's 3 visible
 * slides, docs/product.md#dialogs-and-widgets), 4 at 640 px and 6 or more on a 1440 px desktop beside the side menu.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tabletUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.md },
    [mediaQueries.desktopUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: vars.space.lg },
  },
});

export const item = style({ minWidth: 0 });
