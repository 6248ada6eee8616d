import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { Gamepad2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useLinkComponent } from '../../theme/link';
import { Skeleton } from '../Skeleton';
import * as styles from './GameCard.css';

/** Portrait artwork size most providers ship; the ratio is what matters (it reserves the space, no layout shift). */
export const DEFAULT_GAME_IMAGE_WIDTH = 300;
export const DEFAULT_GAME_IMAGE_HEIGHT = 400;

export type GameCardProps = {
  /** The game's name: the card's accessible name and the image's alt text. */
  name: string;
  /** The provider's name, shown under the game's name. */
  provider: string;
  /**
   * The artwork URL, already resolved against the CDN (see `resolveImageUrl`, docs/product.md#lobby-and-search). Empty shows a placeholder.
   */
  imageSrc: string;
  /** Where the card goes, e.g. `/games/{alias}` (docs/product.md#routes); rendered through the app's link component. */
  href: string;
  /**
   * Intrinsic width of the artwork, used with `imageHeight` for the aspect ratio.
   * @default 300
   */
  imageWidth?: number;
  /**
   * Intrinsic height of the artwork.
   * @default 400
   */
  imageHeight?: number;
  /**
   * `eager` for cards visible on first paint (the first row), `lazy` for the rest.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /**
   * Fetch priority hint; `high` for the one or two images most likely to be the largest contentful paint.
   * @default undefined (the browser decides)
   */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * A control laid over the artwork's top corner, such as a favourite toggle. It sits outside the link.
   * @default undefined
   */
  favoriteSlot?: ReactNode;
  /**
   * Called when a pointer enters the card or the link gets focus: the moment to prefetch the game's data.
   * @default undefined
   */
  onPrefetch?: () => void;
  /**
   * Extra class names for the card.
   * @default undefined
   */
  className?: string;
};

function ratioStyle(width: number, height: number) {
  return assignInlineVars({ [styles.aspectRatioVar]: `${width} / ${height}` });
}

/**
 * A game tile: artwork and name linking to the game, the provider under it. Keyboard and screen reader users meet
 * one link named after the game, with the provider as its description.
 */
export function GameCard({
  name,
  provider,
  imageSrc,
  href,
  imageWidth = DEFAULT_GAME_IMAGE_WIDTH,
  imageHeight = DEFAULT_GAME_IMAGE_HEIGHT,
  loading = 'lazy',
  fetchPriority,
  favoriteSlot,
  onPrefetch,
  className,
}: GameCardProps) {
  const Link = useLinkComponent();
  const id = useId();
  const providerId = `${id}-provider`;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = imageSrc !== '' && failedSrc !== imageSrc;

  return (
    <div className={clsx(styles.card, className)}>
      <Link
        href={href}
        className={styles.link}
        aria-describedby={providerId}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
      >
        <span className={styles.media} style={ratioStyle(imageWidth, imageHeight)}>
          {showImage ? (
            <img
              className={styles.image}
              src={imageSrc}
              alt=""
              width={imageWidth}
              height={imageHeight}
              loading={loading}
              fetchPriority={fetchPriority}
              decoding="async"
              onError={() => setFailedSrc(imageSrc)}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              <Gamepad2 size={32} />
            </span>
          )}
        </span>
        {/* The visible name names the link; the artwork repeats it, so its alt is empty and screen readers say the
            name once (axe image-redundant-alt). */}
        <span className={styles.name}>{name}</span>
      </Link>
      {/* Outside the link so the link's visible text is exactly its name (WCAG 2.5.3, label in name). */}
      <p id={providerId} className={styles.provider}>
        {provider}
      </p>
      {favoriteSlot ? <div className={styles.favorite}>{favoriteSlot}</div> : null}
    </div>
  );
}

export type GameCardSkeletonProps = {
  /**
   * Width of the artwork it stands in for; keep it equal to the cards' so nothing moves when they arrive.
   * @default 300
   */
  imageWidth?: number;
  /**
   * Height of the artwork it stands in for.
   * @default 400
   */
  imageHeight?: number;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** The shape of a `GameCard` while games load. Hidden from assistive technology. */
export function GameCardSkeleton({
  imageWidth = DEFAULT_GAME_IMAGE_WIDTH,
  imageHeight = DEFAULT_GAME_IMAGE_HEIGHT,
  className,
}: GameCardSkeletonProps) {
  return (
    <div className={clsx(styles.card, className)} aria-hidden="true">
      <span className={styles.media} style={ratioStyle(imageWidth, imageHeight)}>
        <Skeleton variant="block" />
      </span>
      <span className={styles.skeletonText}>
        <span className={styles.skeletonName}>
          <Skeleton variant="text" width="80%" />
        </span>
        <span className={styles.skeletonProvider}>
          <Skeleton variant="text" width="50%" />
        </span>
      </span>
    </div>
  );
}
