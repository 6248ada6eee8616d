// The inbox feature's public entry: the header's bell, the count the account stream keeps, and the inbox page.
export { setUnreadCount } from './api/unread-count';
export { HeaderBell } from './components/header-bell';

/** `/user/notifications`, loaded with its route. */
export const loadNotificationsPage = () => import('./components/notifications-page').then((m) => m.NotificationsPage);
