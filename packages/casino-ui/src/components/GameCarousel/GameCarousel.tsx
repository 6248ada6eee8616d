import { clsx } from 'clsx';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useCasinoMessages, useTextDirection } from '../../theme/i18n';
import { DEFAULT_GAME_IMAGE_HEIGHT, DEFAULT_GAME_IMAGE_WIDTH } from '../GameCard';
import { VisuallyHidden } from '../VisuallyHidden';
import { CarouselSlides } from './carousel-slides';
import * as styles from './GameCarousel.css';
import { carouselItems, DEFAULT_CAROUSEL_MAX_ITEMS } from './game-carousel-logic';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useReadyWhenIdle } from './use-ready-when-idle';

/** One game of a carousel: what its card shows and where it leads. */
export type CarouselGame = {
  /** Stable identity of the game (a Game's `id`, docs/product.md#entities), used as the React key. */
  id: string | number;
  /** The game's name, shown under the artwork and naming the card's link. */
  name: string;
  /** The provider's name, shown under the game's name. */
  provider: string;
  /** Artwork URL, already resolved against the CDN (see `resolveImageUrl`, docs/product.md#lobby-and-search). */
  imageSrc: string;
  /** Where the card goes, e.g. `/games/{alias}` (docs/product.md#routes). */
  href: string;
};

export type GameCarouselProps<Game extends CarouselGame = CarouselGame> = {
  /** The section's games, in order; only the first `maxItems - 1` are shown. */
  games: readonly Game[];
  /** Where the closing "See All" card leads, e.g. `/categories/slots`; rendered through the app's link component. */
  seeAllHref: string;
  /**
   * Visible heading of the carousel (a home section's title, docs/product.md#dialogs-and-widgets), which also names the region. Without it,
   * pass `aria-label`.
   * @default undefined
   */
  title?: string;
  /**
   * Heading level of `title`, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Names the region when there is no visible `title`.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Text of the closing card.
   * @default 'See All'
   */
  seeAllLabel?: string;
  /**
   * Items shown including the "See All" card (docs/product.md#dialogs-and-widgets: 16, so at most 15 games).
   * @default 16
   */
  maxItems?: number;
  /**
   * Accessible name of the button that scrolls back.
   * @default 'Previous games'
   */
  previousLabel?: string;
  /**
   * Accessible name of the button that scrolls on.
   * @default 'Next games'
   */
  nextLabel?: string;
  /**
   * What screen readers call the region instead of "region" (`aria-roledescription`); pass the translated word.
   * @default 'carousel'
   */
  roleDescription?: string;
  /**
   * Shows placeholder cards in the same layout while the games load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Announced once to screen readers while loading.
   * @default 'Loading games'
   */
  loadingLabel?: string;
  /**
   * How many of the first cards load their artwork eagerly with a high fetch priority: set it for the first
   * carousel on the page (its visible cards are likely the largest contentful paint), leave 0 for the others.
   * @default 0
   */
  eagerCount?: number;
  /**
   * Intrinsic artwork width of the games, for the aspect ratio of cards, placeholders and the "See All" tile.
   * @default 300
   */
  imageWidth?: number;
  /**
   * Intrinsic artwork height of the games.
   * @default 400
   */
  imageHeight?: number;
  /**
   * Called when a pointer enters a card or its link gets focus: the moment to prefetch that game.
   * @default undefined
   */
  onPrefetch?: (game: Game) => void;
  /**
   * Renders a control over a card's artwork, such as a favourite toggle (outside the card's link).
   * @default undefined
   */
  renderFavorite?: (game: Game) => ReactNode;
  /**
   * Extra class names for the region.
   * @default undefined
   */
  className?: string;
};

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

type ScrollState = { canScrollPrev: boolean; canScrollNext: boolean };

// Before embla has measured (and without JavaScript) there is nowhere known to scroll to.
const NOT_MEASURED: ScrollState = { canScrollPrev: false, canScrollNext: false };

/**
 * A horizontal row of game cards ending with a "See All" card (the home sections, docs/product.md#lobby-and-search). Previous and next buttons
 * and the arrow keys on the focused row scroll it a page at a time; it never moves by itself. Slide widths come
 * from CSS, so the row is laid out before the script runs.
 */
export function GameCarousel<Game extends CarouselGame>(props: GameCarouselProps<Game>) {
  const m = useCasinoMessages().gameCarousel;
  const {
    games: latestGames,
    seeAllHref,
    title,
    headingLevel = 2,
    'aria-label': ariaLabel,
    seeAllLabel = m.seeAll,
    maxItems = DEFAULT_CAROUSEL_MAX_ITEMS,
    previousLabel = m.previous,
    nextLabel = m.next,
    roleDescription = m.roleDescription,
    isLoading: latestIsLoading = false,
    loadingLabel = m.loading,
    eagerCount = 0,
    imageWidth = DEFAULT_GAME_IMAGE_WIDTH,
    imageHeight = DEFAULT_GAME_IMAGE_HEIGHT,
    onPrefetch,
    renderFavorite,
    className,
  } = props;
  // The slides follow the games a beat behind: the render that builds a row of cards (a store update, such as the
  // games arriving, renders synchronously) then runs in pieces that let the browser breathe, and the row keeps its
  // placeholders until the cards are ready to replace them.
  const games = useDeferredValue(latestGames);
  const isLoading = useDeferredValue(latestIsLoading);
  const id = useId();
  const headingId = `${id}-heading`;
  const Heading = `h${headingLevel}` as const;
  const direction = useTextDirection();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    // A press moves by as many cards as are in view, whatever the breakpoint.
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    direction,
  });
  const [scroll, setScroll] = useState<ScrollState>(NOT_MEASURED);
  // Embla measures every slide when it starts (a forced layout of the page) and again whenever the slides change.
  // Neither is needed to show the row, which CSS lays out: it starts at the first idle moment after the cards are
  // shown, or as soon as a pointer, a finger or the focus reaches the row. Waiting for the cards keeps each row's
  // start a short task of its own, not part of the render that builds every row's cards at once.
  const [ready, readyNow] = useReadyWhenIdle(!isLoading);
  const measures = ready && !isLoading;

  useEffect(() => {
    if (!embla) return;
    const update = (api: EmblaApi) => {
      const next = { canScrollPrev: api.canScrollPrev(), canScrollNext: api.canScrollNext() };
      setScroll((current) =>
        current.canScrollPrev === next.canScrollPrev && current.canScrollNext === next.canScrollNext ? current : next,
      );
    };
    update(embla);
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // With reduced motion the row jumps to its new place instead of sliding there (WCAG 2.3.3).
  const scrollPrev = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const scrollNext = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  const onViewportKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only the row itself: an arrow pressed on a card must not scroll the focused card out of view.
    if (event.target !== event.currentTarget || !embla || event.altKey || event.ctrlKey || event.metaKey) return;
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const on = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back) embla.scrollPrev(reducedMotion);
    else if (event.key === on) embla.scrollNext(reducedMotion);
    else if (event.key === 'Home') embla.scrollTo(0, reducedMotion);
    else if (event.key === 'End') embla.scrollTo(embla.scrollSnapList().length - 1, reducedMotion);
    else return;
    event.preventDefault();
  };

  const canScrollPrev = embla !== undefined && !isLoading && scroll.canScrollPrev;
  const canScrollNext = embla !== undefined && !isLoading && scroll.canScrollNext;
  // Kept between the row's own re-renders, so its memoised slides see the same list.
  const items = useMemo(() => carouselItems(games, maxItems), [games, maxItems]);
  const PreviousIcon = direction === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = direction === 'rtl' ? ChevronLeft : ChevronRight;

  return (
    <section
      className={clsx(styles.root, className)}
      aria-roledescription={roleDescription}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-busy={isLoading || undefined}
      onPointerEnter={readyNow}
      onTouchStart={readyNow}
      onFocus={readyNow}
    >
      <div className={styles.header}>
        {title ? (
          <Heading id={headingId} className={styles.heading}>
            {title}
          </Heading>
        ) : null}
        <div className={styles.controls}>
          <NavButton label={previousLabel} isDisabled={!canScrollPrev} onPress={scrollPrev}>
            <PreviousIcon size={20} />
          </NavButton>
          <NavButton label={nextLabel} isDisabled={!canScrollNext} onPress={scrollNext}>
            <NextIcon size={20} />
          </NavButton>
        </div>
      </div>
      {/* The row is a tab stop of its own (named like the region, as a scrollable region is) so the arrow keys can
          scroll it without moving focus onto a card; every card's link stays in the tab order too, and embla brings
          a focused card into view (watchFocus). A fieldset would be the element for a group of form controls. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        ref={measures ? viewportRef : undefined}
        role="group"
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : ariaLabel}
        className={styles.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        onKeyDown={onViewportKeyDown}
      >
        <CarouselSlides
          isLoading={isLoading}
          placeholderCount={maxItems}
          items={items}
          seeAllHref={seeAllHref}
          seeAllLabel={seeAllLabel}
          describedBy={title ? headingId : undefined}
          eagerCount={eagerCount}
          imageWidth={imageWidth}
          imageHeight={imageHeight}
          onPrefetch={onPrefetch}
          renderFavorite={renderFavorite}
        />
      </div>
      {/* The status itself is hidden: a box in the column would add a gap that closes when the games arrive. */}
      {isLoading ? <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden> : null}
    </section>
  );
}

type NavButtonProps = { label: string; isDisabled: boolean; onPress: () => void; children: ReactNode };

/**
 * Previous / next button. It uses `aria-disabled`, not `disabled`, so a keyboard user who scrolls to the end keeps
 * focus on the button instead of losing it to the page (WCAG 2.4.3).
 */
function NavButton({ label, isDisabled, onPress, children }: NavButtonProps) {
  return (
    <button
      type="button"
      className={styles.navButton}
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      onClick={isDisabled ? undefined : onPress}
    >
      <span className={styles.navIcon} aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
