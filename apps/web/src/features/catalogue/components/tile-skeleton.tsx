import { Skeleton } from '@casino/ui';
import * as styles from './catalogue-page.css';

/** A catalogue's usual number of public categories, drawn while the list loads. */
export const CATEGORY_TILES_WHILE_LOADING = 13;
/**
 * Provider rows drawn while the list loads: on a phone they are one column, and this many reach past the first screen,
 * so the footer enters only once the real list (usually longer) is there.
 */
export const PROVIDER_TILES_WHILE_LOADING = 16;

type TileSkeletonProps = { count: number; label: string; layout: 'categories' | 'providers' };

/**
 * The list's tiles as placeholders, in the list's own grid: the footer below starts where the loaded list puts it,
 * instead of jumping down when the list arrives (a layout shift on the first visit to the page).
 */
export function TileSkeleton({ count, label, layout }: TileSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      <ul className={layout === 'categories' ? styles.tiles : styles.providerTiles} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <li key={index}>
            <Skeleton height={layout === 'categories' ? styles.TILE_MIN_HEIGHT : styles.PROVIDER_TILE_HEIGHT} />
          </li>
        ))}
      </ul>
    </div>
  );
}
