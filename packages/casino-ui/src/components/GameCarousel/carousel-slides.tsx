import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useLinkComponent } from '../../theme/link';
import { GameCard, GameCardSkeleton } from '../GameCard';
import type { CarouselGame } from './GameCarousel';
import * as styles from './GameCarousel.css';
import type { CarouselItem } from './game-carousel-logic';

export type CarouselSlidesProps<Game extends CarouselGame> = {
  /** Placeholder cards instead of `items`. */
  isLoading: boolean;
  /** How many placeholders while loading. */
  placeholderCount: number;
  items: readonly CarouselItem<Game>[];
  seeAllHref: string;
  seeAllLabel: string;
  /** The id of the row's heading, which describes the "See All" card. */
  describedBy: string | undefined;
  eagerCount: number;
  imageWidth: number;
  imageHeight: number;
  onPrefetch: ((game: Game) => void) | undefined;
  renderFavorite: ((game: Game) => ReactNode) | undefined;
};

/**
 * The row's list of cards. Memoised: the row re-renders as it starts scrolling and as its scroll buttons change,
 * and its cards, all of them, would otherwise render again each time (on a phone, that is most of a
 * carousel's start).
 */
function CarouselSlidesList<Game extends CarouselGame>({
  isLoading,
  placeholderCount,
  items,
  seeAllHref,
  seeAllLabel,
  describedBy,
  eagerCount,
  imageWidth,
  imageHeight,
  onPrefetch,
  renderFavorite,
}: CarouselSlidesProps<Game>) {
  const Link = useLinkComponent();
  if (isLoading) {
    return (
      <ul className={styles.container} aria-hidden="true">
        {Array.from({ length: Math.max(1, placeholderCount) }, (_, index) => (
          // Placeholders are identical and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.slide}>
            {/* The card's own skeleton: the same box as a card, two name lines included, so nothing moves. */}
            <GameCardSkeleton imageWidth={imageWidth} imageHeight={imageHeight} />
          </li>
        ))}
      </ul>
    );
  }
  const tileStyle = assignInlineVars({ [styles.tileRatioVar]: `${imageWidth} / ${imageHeight}` });
  return (
    // Safari drops list semantics from a list styled with list-style: none unless the role is explicit.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ul role="list" className={styles.container}>
      {items.map((item, index) =>
        item.type === 'game' ? (
          <li key={item.game.id} className={styles.slide}>
            <GameCard
              name={item.game.name}
              provider={item.game.provider}
              imageSrc={item.game.imageSrc}
              href={item.game.href}
              imageWidth={imageWidth}
              imageHeight={imageHeight}
              loading={index < eagerCount ? 'eager' : 'lazy'}
              fetchPriority={index < eagerCount ? 'high' : undefined}
              onPrefetch={onPrefetch ? () => onPrefetch(item.game) : undefined}
              favoriteSlot={renderFavorite?.(item.game)}
            />
          </li>
        ) : (
          <li key="see-all" className={styles.slide}>
            <Link href={seeAllHref} className={styles.seeAllLink} aria-describedby={describedBy}>
              <span className={styles.seeAllTile} style={tileStyle}>
                <span className={styles.seeAllIcon} aria-hidden="true">
                  <ArrowRight size={20} />
                </span>
                {seeAllLabel}
              </span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

// memo() drops the type parameter; the cast gives it back.
export const CarouselSlides = memo(CarouselSlidesList) as typeof CarouselSlidesList;
