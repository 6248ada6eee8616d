import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from '../../private/state-block.css';

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'p';

export type EmptyStateProps = {
  /**
   * A decorative icon (for example a lucide icon); it is hidden from assistive technology.
   * @default undefined
   */
  icon?: ReactNode;
  /** What is empty, e.g. "No games found matching your criteria." (docs/product.md#dialogs-and-widgets). */
  title: ReactNode;
  /**
   * What the visitor can do about it, e.g. "Try adjusting your search or filters." (docs/product.md#dialogs-and-widgets).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A call to action, such as a button or a link.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Element for the title, so it fits the page's heading outline.
   * @default 'h2'
   */
  titleAs?: HeadingTag;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/** Says a list or a page has nothing to show yet, and what to do next. */
export function EmptyState({ icon, title, description, action, titleAs: Title = 'h2', className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
