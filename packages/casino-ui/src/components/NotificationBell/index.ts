export { badgeText as notificationBadgeText, MAX_BADGE_COUNT } from './badge-text';
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
