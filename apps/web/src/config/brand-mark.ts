/**
 * The brand's mark: a star on a rounded tile, drawn in the brand's colours. The header's logo and the installed
 * app's icons (vite-plugins/pwa/brand-icon.ts) draw the same shape, so one place holds it.
 */
export const BRAND_MARK = {
  /** The square the shapes below are drawn in. */
  size: 64,
  /** Corner radius of the tile, in the same units. */
  tileRadius: 14,
  starPath: 'M32 10l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z',
} as const;
