import { Skeleton } from '@casino/ui';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { documentTitle } from '@/lib/document-title';
import * as styles from './page.css';
import { usePageTitleSink } from './page-title-sink';

/**
 * Every page has one h1 and a document title that names it (WCAG 2.4.2). A null title is one not known yet (a
 * prerendered frame whose heading comes from the URL or from data): the heading holds its line as a skeleton.
 */
export function Page({
  title,
  children,
  actions,
  headingSlot,
}: {
  title: string | null;
  children?: ReactNode;
  actions?: ReactNode;
  /**
   * Marks the heading as a slot the document's boot script may fill before the app runs (a game's name, from the
   * answer the server inlined); the title then sits in an element of its own, which the boot style hides.
   */
  headingSlot?: Record<`data-${string}`, string>;
}) {
  const titleSink = usePageTitleSink();
  if (title !== null) titleSink?.(title);
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title} {...headingSlot}>
          {headingSlot && title !== null ? (
            <span>{title}</span>
          ) : (
            (title ?? <Skeleton variant="text" width="8em" className={styles.titleSkeleton} />)
          )}
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
