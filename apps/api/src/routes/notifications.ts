import { endpoints, NOTIFICATIONS_PER_PAGE } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  ownsNotification,
} from '../db/queries/notifications';
import { transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { paged, paginate } from '../http/envelope';
import { notFound } from '../http/http-error';
import { readParams, readQuery } from '../http/validation';

/**
 * `/me/notifications`: the player's inbox, newest first, and its read marks. A mark reaches the player's other tabs
 * through the account stream, which carries the unread count.
 */
export function notificationsRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(endpoints.notifications.path, async (c) => {
    const q = readQuery(c, endpoints.notifications.query);
    const perPage = q.per_page ?? NOTIFICATIONS_PER_PAGE;
    const { items, total } = await listNotifications(db, c.get('session').user.id, { page: q.page, perPage });
    return okFor(c, 'notifications', paged(items, paginate(total, q.page, perPage)));
  });

  app.get(endpoints.unreadNotifications.path, async (c) =>
    okFor(c, 'unreadNotifications', { unread: await countUnreadNotifications(db, c.get('session').user.id) }),
  );

  // Before `/:id/read`, which would otherwise read "read-all" as an id and refuse it.
  app.post(endpoints.markAllNotificationsRead.path, async (c) => {
    const userId = c.get('session').user.id;
    const unread = await transaction(db, async (tx) => {
      if ((await markAllNotificationsRead(tx, userId, clock())) > 0) await tx.notify('account', userId);
      return countUnreadNotifications(tx, userId);
    });
    return okFor(c, 'markAllNotificationsRead', { unread });
  });

  // Another player's notice and one that never was answer the same 404: the answer tells nothing of others' ids.
  app.post(endpoints.markNotificationRead.path, async (c) => {
    const { id } = readParams(c, endpoints.markNotificationRead.params);
    const userId = c.get('session').user.id;
    const unread = await transaction(db, async (tx) => {
      if (!(await ownsNotification(tx, userId, id))) throw notFound('Notification not found');
      if (await markNotificationRead(tx, userId, id, clock())) await tx.notify('account', userId);
      return countUnreadNotifications(tx, userId);
    });
    return okFor(c, 'markNotificationRead', { unread });
  });

  return app;
}
