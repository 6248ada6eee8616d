import { notificationSchema, unreadNotificationsSchema } from '../entities/notifications';
import { pagedSchema } from '../envelope';
import { pageQuerySchema } from '../queries';
import type { EndpointDefinition } from './definition';
import { idParams } from './definition';

/**
 * The player's inbox: notices of money, bonuses, limits and verification, newest first. Another player's notice
 * answers 404, as one that never was.
 */
export const inboxEndpoints = {
  notifications: {
    method: 'GET',
    path: '/me/notifications',
    auth: 'user',
    query: pageQuerySchema,
    response: pagedSchema(notificationSchema),
  },
  unreadNotifications: {
    method: 'GET',
    path: '/me/notifications/unread',
    auth: 'user',
    response: unreadNotificationsSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/me/notifications/:id/read',
    auth: 'user',
    params: idParams,
    response: unreadNotificationsSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/me/notifications/read-all',
    auth: 'user',
    response: unreadNotificationsSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
