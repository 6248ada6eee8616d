import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { useLinkComponent } from '../../theme/link';
import { badgeText } from './badge-text';
import * as styles from './NotificationBell.css';

export type NotificationBellProps = {
  /** How many notices the player has not read; the badge shows it from 1, `99+` past 99. */
  count: number;
  /** Where the bell leads: the inbox page. Rendered with the app's link component. */
  href: string;
  /**
   * Accessible name, which must include what the badge shows (`notificationBadgeText(count)`: "99+" past 99), since
   * the badge itself is hidden from screen readers and a voice user says what they see.
   * @default 'Notifications' with no unread notice, 'Notifications, {badge} unread' otherwise
   */
  label?: string;
  /**
   * Marks the bell as the current page's link (`aria-current="page"`), on the inbox page itself.
   * @default false
   */
  isCurrent?: boolean;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * The header's bell: a link to the player's inbox with a badge of the unread count. Its name carries the count, so a
 * screen reader hears "Notifications, 3 unread" on the link itself rather than a stray number.
 */
export function NotificationBell({ count, href, label, isCurrent = false, className }: NotificationBellProps) {
  const Link = useLinkComponent();
  const shown = badgeText(count);
  const name = label ?? (shown ? `Notifications, ${shown} unread` : 'Notifications');
  return (
    <Link
      href={href}
      className={clsx(styles.bell, className)}
      aria-label={name}
      aria-current={isCurrent ? 'page' : undefined}
    >
      <Bell size={22} aria-hidden="true" />
      {shown ? (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
