import { all, type Db } from '../sql';
import { type ActiveBonusRow, BONUS_PAID_AT_SQL } from './bonuses';
import type { BlockRow, LimitRow } from './responsible-gaming';

/** What a stake is checked against before it is taken: the player's break, loss limits and active bonus. */
export type StakeChecks = {
  block: BlockRow | undefined;
  lossLimits: LimitRow[];
  bonus: ActiveBonusRow | undefined;
};

type Row = {
  block_kind: BlockRow['kind'] | null;
  block_until_ms: number | null;
  kind: LimitRow['kind'] | null;
  period: LimitRow['period'] | null;
  amount: number | null;
  pending_amount: number | null;
  pending_effective_ms: number | null;
  historyId: number | null;
  title: string | null;
  granted: number | null;
  required: number | null;
  wagered: number | null;
  paidAt: string | null;
  bonusDays: number | null;
};

/**
 * The player's break, loss limits and active bonus in one statement (one row per loss limit, at least one): what a
 * spin reads under the player's lock, after taking it, so the rows are the latest.
 */
export async function readStakeChecks(tx: Db, userId: number, now: number): Promise<StakeChecks> {
  const rows = await all<Row>(
    tx,
    `SELECT
       (SELECT kind FROM gaming_blocks b WHERE b.user_id = me.id AND b.until_ms > ?1
        ORDER BY b.until_ms DESC LIMIT 1) AS block_kind,
       (SELECT until_ms FROM gaming_blocks b WHERE b.user_id = me.id AND b.until_ms > ?1
        ORDER BY b.until_ms DESC LIMIT 1) AS block_until_ms,
       l.kind, l.period, l.amount, l.pending_amount, l.pending_effective_ms,
       h.id AS historyId, p.title, h.bonus_granted AS granted, h.wagering_required AS required, h.wagered,
       ${BONUS_PAID_AT_SQL} AS paidAt, p.bonus_days AS bonusDays
     FROM users me
     LEFT JOIN gaming_limits l ON l.user_id = me.id AND l.kind = 'loss'
     LEFT JOIN promotion_histories h ON h.user_id = me.id AND h.status = 'active' AND h.bonus_granted > 0
     LEFT JOIN promotions p ON p.id = h.promotion_id
     WHERE me.id = ?2`,
    now,
    userId,
  );
  const [first] = rows;
  return {
    block:
      first?.block_kind && first.block_until_ms !== null
        ? { kind: first.block_kind, until_ms: first.block_until_ms }
        : undefined,
    lossLimits: rows.flatMap((r) =>
      r.kind && r.period
        ? [
            {
              kind: r.kind,
              period: r.period,
              amount: r.amount,
              pending_amount: r.pending_amount,
              pending_effective_ms: r.pending_effective_ms,
            },
          ]
        : [],
    ),
    bonus:
      first?.historyId != null
        ? {
            historyId: first.historyId,
            title: first.title ?? '',
            granted: first.granted ?? 0,
            required: first.required ?? 0,
            wagered: first.wagered ?? 0,
            paidAt: first.paidAt ?? '',
            bonusDays: first.bonusDays,
          }
        : undefined,
  };
}
