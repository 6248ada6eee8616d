import { clsx } from 'clsx';
import { Children, type ReactNode } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { DEFAULT_GAME_IMAGE_HEIGHT, DEFAULT_GAME_IMAGE_WIDTH, GameCardSkeleton } from '../GameCard';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './GameGrid.css';

export type GameGridProps = {
  /** The cards, usually `GameCard`s; each becomes one list item. */
  children: ReactNode;
  /**
   * Names the list for screen readers when no heading does.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Id of the heading that names the list (for example a home section's title).
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * A responsive grid of game cards: 2 columns on a 320 px phone, 3 at 390 px, 6 or more on a wide desktop. It is a
 * list, so screen readers announce how many games it holds.
 */
export function GameGrid({ children, className, ...labelling }: GameGridProps) {
  return (
    // Safari drops list semantics from a list styled with list-style: none unless the role is explicit.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ul role="list" className={clsx(styles.grid, className)} {...labelling}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : (
          // Children.map keeps each child's key on the item it returns.
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}

/** docs/product.md#dialogs-and-widgets: home sections show up to 16 games; 12 fills two rows on most screens without overshooting. */
const DEFAULT_SKELETON_COUNT = 12;

export type GameGridSkeletonProps = {
  /**
   * How many placeholder cards to draw; match the page size so nothing jumps when games arrive.
   * @default 12
   */
  count?: number;
  /**
   * Announced once to screen readers while the games load.
   * @default 'Loading games'
   */
  label?: string;
  /**
   * Artwork width of the cards to come.
   * @default 300
   */
  imageWidth?: number;
  /**
   * Artwork height of the cards to come.
   * @default 400
   */
  imageHeight?: number;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** The grid's loading state: `count` card skeletons in the same columns, and one status message for screen readers. */
export function GameGridSkeleton(props: GameGridSkeletonProps) {
  const m = useCasinoMessages().gameGrid;
  const {
    count = DEFAULT_SKELETON_COUNT,
    label = m.loading,
    imageWidth = DEFAULT_GAME_IMAGE_WIDTH,
    imageHeight = DEFAULT_GAME_IMAGE_HEIGHT,
    className,
  } = props;
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={clsx(styles.grid, className)} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // Placeholders are identical and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <GameCardSkeleton key={index} imageWidth={imageWidth} imageHeight={imageHeight} />
        ))}
      </div>
    </div>
  );
}
