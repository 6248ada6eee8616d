import { NotificationBell, notificationBadgeText } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/unread-count';

/** The header's bell for a logged-in player: the unread count (kept live by the account stream), linking to the inbox. */
export function HeaderBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useUnreadCount(true).data ?? 0;
  const shown = notificationBadgeText(count);
  return (
    <NotificationBell
      count={count}
      href={paths.notifications}
      label={shown ? t('header.bell', { unread: shown }) : t('common.notifications')}
      isCurrent={pathname === paths.notifications}
      className={className}
    />
  );
}
