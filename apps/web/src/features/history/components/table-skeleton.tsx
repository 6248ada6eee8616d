import { Skeleton, VisuallyHidden } from '@casino/ui';
import * as styles from './history.css';

const ROWS = 6;

/** Shown until the first page arrives; later pages keep the previous rows on screen, marked busy. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.tableWrap}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={styles.skeletonRows}>
        {Array.from({ length: ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <Skeleton key={index} variant="text" height={20} />
        ))}
      </div>
    </div>
  );
}
