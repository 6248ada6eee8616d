/**
 * docs/product.md#dialogs-and-widgets: a home carousel holds up to 16 items, the last of them the "See All" card, so at most 15 games.
 */
export const DEFAULT_CAROUSEL_MAX_ITEMS = 16;

/**
 * Viewport widths in px where the number of visible slides changes (docs/product.md#dialogs-and-widgets: 3 slides by default, 4 from 640 px,
 * 5 from 768 px, as many as fit from 1024 px). `GameCarousel.css.ts` builds its media queries from these.
 */
export const CAROUSEL_BREAKPOINTS = { sm: 640, md: 768, lg: 1024 } as const;

/** Slides visible below `sm`, from `sm` and from `md` (docs/product.md#dialogs-and-widgets). From `lg` the count is automatic. */
export const CAROUSEL_SLIDES_PER_VIEW = { base: 3, sm: 4, md: 5 } as const;

/**
 * Width in px of one card from `lg` on, where docs/product.md#dialogs-and-widgets asks for "auto": as many cards as the row holds. 160 px
 * matches the game grid's desktop column minimum, so carousels and grids show cards of one size.
 */
export const CAROUSEL_AUTO_SLIDE_WIDTH = 160;

/** One slide of the carousel: a game, or the closing "See All" card. */
export type CarouselItem<Game> = { type: 'game'; game: Game } | { type: 'seeAll' };

/**
 * The slides to show: the first `maxItems - 1` games, then the "See All" card, which counts as one of the
 * `maxItems` (docs/product.md#dialogs-and-widgets: 16 by default, that card included). The card is always there, even with no games,
 * so the section still leads to its full list. A `maxItems` below 1 or not a whole number is read as the nearest
 * sensible count (at least the card).
 */
export function carouselItems<Game>(
  games: readonly Game[],
  maxItems: number = DEFAULT_CAROUSEL_MAX_ITEMS,
): CarouselItem<Game>[] {
  const limit = Number.isFinite(maxItems) ? Math.max(1, Math.floor(maxItems)) : DEFAULT_CAROUSEL_MAX_ITEMS;
  return [...games.slice(0, limit - 1).map((game) => ({ type: 'game' as const, game })), { type: 'seeAll' }];
}
