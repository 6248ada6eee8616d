/**
 * Layout breakpoints in px, mobile first. 640 is where a phone layout ends (spec §2 carousel steps: 640, 768, 1024).
 */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

/** Media queries for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktopUp: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
