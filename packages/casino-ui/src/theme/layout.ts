/**
 * Sizes the shell's parts agree on: the sticky side column starts below the header and fills the rest of the view.
 * The columns themselves switch at `breakpoints.desktop` (1024 px): below it the side menu is a drawer.
 */
export const headerHeight = { phone: '56px', desktop: '64px' } as const;

/** Wide enough for the longest category label (in the side menu, docs/product.md#routes) with its icon, narrow enough for 6 game columns. */
export const sideMenuWidth = '248px';

/**
 * A custom property the host app may set on the root element (for example `16rem`) while something of its own is
 * fixed over the bottom of the viewport, such as a cookie banner: the shell keeps that much room below the footer and
 * ends the sticky side column above it, so no link is ever hidden under it (WCAG 2.2 2.4.11). Setting a custom
 * property on the root restyles the whole document (about 7 ms on a 1,200-element lobby at desktop speed): an inset
 * that changes while the page runs is better given to `setAppShellBottomInset`, which restyles two elements.
 */
export const BOTTOM_INSET_PROPERTY = '--casino-bottom-inset';

/** The sticky side column's height: the view below the header, less the bottom inset. */
export const sideColumnMaxHeight = (bottomInset: string) => `calc(100dvh - ${headerHeight.desktop} - ${bottomInset})`;
