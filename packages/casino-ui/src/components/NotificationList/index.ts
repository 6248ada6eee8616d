export { NotificationList, type NotificationListItem, type NotificationListProps } from './NotificationList';
