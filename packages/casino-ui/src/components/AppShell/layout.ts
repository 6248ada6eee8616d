/**
 * Sizes the shell's parts agree on: the sticky side column starts below the header and fills the rest of the view.
 * The columns themselves switch at `breakpoints.desktop` (1024 px): below it the side menu is a drawer.
 */
export const headerHeight = { phone: '56px', desktop: '64px' } as const;

/** Wide enough for the longest category label (spec §2 side menu) with its icon, narrow enough for 6 game columns. */
export const sideMenuWidth = '248px';
