import { NOTIFICATION_RETENTION_DAYS } from '@casino/api-contract';
import { listTimedActiveBonuses } from '../../db/queries/bonuses';
import { pruneNotifications } from '../../db/queries/notifications';
import {
  applyPendingLimit,
  type DueLimit,
  findPendingLimitForUpdate,
  listDueLimits,
} from '../../db/queries/responsible-gaming';
import { type Db, lockPlayer, transaction } from '../../db/sql';
import { bonusExpiresAt } from '../bonus/bonus-rules';
import { notifyPlayer } from './notify-player';

const HOUR_MS = 60 * 60_000;
/** A bonus this close to its end is worth a warning: a day leaves time to wager it through or to cancel it. */
export const BONUS_WARNING_MS = 24 * HOUR_MS;
const RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 24 * HOUR_MS;

/** Once per activation, whichever API process or run of the sweep sees it first. */
export const bonusWarningKey = (historyId: number) => `bonus-expiring:${historyId}`;

/**
 * Warns each player whose active bonus ends within BONUS_WARNING_MS; the once-key keeps a player from hearing it
 * every minute the sweep runs. Returns how many were warned.
 */
export async function warnOfExpiringBonuses(db: Db, now: number): Promise<number> {
  const bonuses = await listTimedActiveBonuses(db);
  let warned = 0;
  for (const bonus of bonuses) {
    const endsAt = bonusExpiresAt(Date.parse(bonus.paidAt), Number(bonus.bonusDays));
    if (endsAt === null || endsAt <= now || endsAt - now > BONUS_WARNING_MS) continue;
    const sent = await transaction(db, (tx) =>
      notifyPlayer(
        tx,
        Number(bonus.userId),
        'bonus-expiring',
        { title: bonus.title, expiresAt: new Date(endsAt).toISOString() },
        now,
        { onceKey: bonusWarningKey(Number(bonus.historyId)) },
      ),
    );
    if (sent) warned++;
  }
  return warned;
}

/**
 * A raise or removal of a limit waits out its cooling-off period; this writes the ones whose time came as the limit
 * in force and tells each player, each in its own transaction under the player's lock (a change the player makes at
 * the same moment waits for it). Returns how many took effect.
 */
export async function settleDueLimits(db: Db, now: number): Promise<number> {
  const due = await listDueLimits(db, now);
  let settled = 0;
  for (const limit of due) {
    const userId = Number(limit.userId);
    const done = await transaction(db, async (tx) => {
      await lockPlayer(tx, userId);
      // Read again under the lock: the player may have changed the limit meanwhile.
      const row = await findPendingLimitForUpdate(tx, userId, limit.kind, limit.period);
      if (row?.pending_effective_ms == null || Number(row.pending_effective_ms) > now) return false;
      await applyDueLimit(tx, { ...limit, userId }, row.pending_amount, now);
      return true;
    });
    if (done) settled++;
  }
  return settled;
}

/** Writes a limit's due change as the limit in force and tells the player, in the caller's transaction. */
export async function applyDueLimit(tx: Db, limit: DueLimit, amount: number | null, now: number) {
  await applyPendingLimit(tx, limit.userId, limit.kind, limit.period, now);
  await notifyPlayer(
    tx,
    limit.userId,
    'limit-took-effect',
    {
      limit: limit.kind,
      period: limit.period,
      amount: amount === null ? null : Number(amount),
      currency: limit.currency,
    },
    now,
  );
}

/** Keeps the inbox to its retention: older notices go. Returns how many. */
export const pruneOldNotifications = (db: Db, now: number) => pruneNotifications(db, now - RETENTION_MS);
