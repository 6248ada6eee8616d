/**
 * Layout breakpoints in px, mobile first. 640 is where a phone layout ends (the carousel's steps are 640, 768 and 1024: docs/product.md#dialogs-and-widgets).
 */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

/** Media queries for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktopUp: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
