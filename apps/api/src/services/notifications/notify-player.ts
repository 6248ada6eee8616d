import { isNotificationParams, type NotificationKind, type NotificationParams } from '@casino/api-contract';
import { insertNotification } from '../../db/queries/notifications';
import type { Db } from '../../db/sql';

/**
 * Puts a notice in the player's inbox, in the transaction of what it reports: a deposit that rolls back leaves no
 * notice, and one that commits never lacks it. The player's live streams hear it with the commit and push the new
 * unread count. With `onceKey`, a notice the player already got under that key is not sent again (a sweep that runs
 * every minute warns of an expiring bonus once). Returns whether a notice was written.
 */
export async function notifyPlayer<K extends NotificationKind>(
  tx: Db,
  userId: number,
  kind: K,
  params: NotificationParams<K>,
  now: number,
  { onceKey }: { onceKey?: string } = {},
): Promise<boolean> {
  if (!tx.isTransaction) throw new Error('A notice is written inside the transaction of what it reports');
  // A wrong shape would break the player's whole inbox page: refuse it here, where the bug is.
  if (!isNotificationParams(kind, params)) throw new Error(`Invalid params for a ${kind} notice`);
  const written = await insertNotification(tx, { userId, kind, params, at: now, onceKey: onceKey ?? null });
  if (written) await tx.notify('account', userId);
  return written;
}
