import type { NotificationKind, PlayerNotification } from '@casino/api-contract';
import { all, type Db, one, run } from '../sql';

type NotificationRow = {
  id: number | string;
  kind: NotificationKind;
  params: string;
  created_at: number | string;
  read_at: number | string | null;
};

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

const toNotification = (row: NotificationRow) =>
  ({
    id: Number(row.id),
    kind: row.kind,
    params: JSON.parse(row.params),
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  }) as PlayerNotification;

/** Writes one notice; with a `onceKey` the player already has, nothing (returns false). */
export async function insertNotification(
  db: Db,
  n: { userId: number; kind: NotificationKind; params: object; at: number; onceKey: string | null },
): Promise<boolean> {
  const { changes } = await run(
    db,
    `INSERT INTO notifications (user_id, kind, params, created_at, once_key) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, once_key) DO NOTHING`,
    n.userId,
    n.kind,
    JSON.stringify(n.params),
    n.at,
    n.onceKey,
  );
  return changes > 0;
}

/** Newest first, over `notifications_user_newest`. */
export async function listNotifications(
  db: Db,
  userId: number,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ items: PlayerNotification[]; total: number }> {
  const total = Number(
    (await one<{ n: number | string }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?', userId))?.n ??
      0,
  );
  const rows = await all<NotificationRow>(
    db,
    `SELECT id, kind, params, created_at, read_at FROM notifications WHERE user_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    userId,
    perPage,
    (page - 1) * perPage,
  );
  return { items: rows.map(toNotification), total };
}

export const countUnreadNotifications = async (db: Db, userId: number) =>
  Number(
    (
      await one<{ n: number | string }>(
        db,
        'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL',
        userId,
      )
    )?.n ?? 0,
  );

/** Whether the player has a notice of this id (read or not): another player's id is as absent as an unknown one. */
export const ownsNotification = async (db: Db, userId: number, id: number) =>
  (await one<{ found: number }>(
    db,
    'SELECT 1 AS found FROM notifications WHERE id = ? AND user_id = ?',
    id,
    userId,
  )) !== undefined;

/** Marks one notice read (a second mark keeps the first time); returns whether anything changed. */
export const markNotificationRead = async (db: Db, userId: number, id: number, at: number) =>
  (
    await run(
      db,
      'UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL',
      at,
      id,
      userId,
    )
  ).changes > 0;

export const markAllNotificationsRead = async (db: Db, userId: number, at: number) =>
  (await run(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', at, userId)).changes;

/** Deletes every notice written before `before` (epoch ms); returns how many. */
export const pruneNotifications = async (db: Db, before: number) =>
  (await run(db, 'DELETE FROM notifications WHERE created_at < ?', before)).changes;
