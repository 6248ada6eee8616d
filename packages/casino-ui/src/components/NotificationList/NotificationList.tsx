import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../theme/link';
import { Button } from '../Button';
import { DateTime } from '../DateTime';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NotificationList.css';

export type NotificationListItem = {
  id: string | number;
  /** What happened, in one line ("Deposit of €50.00 confirmed"). */
  title: string;
  /** More about it, under the title. */
  message?: ReactNode;
  /** When it happened: an ISO 8601 string, epoch milliseconds or a Date. */
  time: string | number | Date;
  /** Where the notice leads (the cashier, the verification page...): the title becomes a link there. */
  href?: string;
  isRead: boolean;
};

export type NotificationListProps = {
  items: readonly NotificationListItem[];
  /** Called when the player follows an item's link (an app marks it read then). */
  onOpen?: (id: NotificationListItem['id']) => void;
  /** Called by an unread item's "Mark as read" button; without it no such button shows. */
  onMarkRead?: (id: NotificationListItem['id']) => void;
  /**
   * The item whose mark is on its way: its button shows a spinner.
   * @default undefined
   */
  markingId?: NotificationListItem['id'];
  /**
   * Accessible name of the list.
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Text of the mark button; its accessible name adds the item's title.
   * @default 'Mark as read'
   */
  markReadLabel?: string;
  /**
   * Word a screen reader hears after an unread item's title.
   * @default 'Unread'
   */
  unreadLabel?: string;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * The player's notices, in the order given (newest first, as an inbox reads). Unread ones are bold on a raised
 * surface with a dot, and say "Unread" to a screen reader; each shows its time and, where it leads somewhere, links
 * there.
 */
export function NotificationList({
  items,
  onOpen,
  onMarkRead,
  markingId,
  label = 'Notifications',
  markReadLabel = 'Mark as read',
  unreadLabel = 'Unread',
  className,
}: NotificationListProps) {
  const Link = useLinkComponent();
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-unread={item.isRead ? undefined : ''}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.title}>
              {item.href ? (
                <Link href={item.href} className={styles.link} onClick={() => onOpen?.(item.id)}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
              {item.isRead ? null : <VisuallyHidden>{` (${unreadLabel})`}</VisuallyHidden>}
            </p>
            {item.message ? <p className={styles.message}>{item.message}</p> : null}
            <DateTime value={item.time} className={styles.time} />
          </div>
          {!item.isRead && onMarkRead ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles.action}
              aria-label={`${markReadLabel}: ${item.title}`}
              isLoading={markingId === item.id}
              onPress={() => onMarkRead(item.id)}
            >
              {markReadLabel}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
