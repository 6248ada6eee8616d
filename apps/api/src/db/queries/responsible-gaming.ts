import { LIMIT_WINDOW_MS, type LimitKind, type LimitPeriod, type LimitState } from '@casino/api-contract';
import { all, type Db, forUpdate, one, run } from '../sql';

export type LimitRow = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_effective_ms: number | null;
};

export const toLimitState = (row: LimitRow | undefined): LimitState => ({
  amount: row?.amount ?? null,
  pending:
    row?.pending_effective_ms != null ? { amount: row.pending_amount, effectiveAt: row.pending_effective_ms } : null,
});

export const listLimitRows = (db: Db, userId: number) =>
  all<LimitRow>(
    db,
    'SELECT kind, period, amount, pending_amount, pending_effective_ms FROM gaming_limits WHERE user_id = ?',
    userId,
  );

export async function saveLimit(
  db: Db,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  s: LimitState,
  now: number,
) {
  await run(
    db,
    `INSERT INTO gaming_limits (user_id, kind, period, amount, pending_amount, pending_effective_ms, updated_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount,
       pending_amount = excluded.pending_amount, pending_effective_ms = excluded.pending_effective_ms,
       updated_ms = excluded.updated_ms`,
    userId,
    kind,
    period,
    s.amount,
    s.pending?.amount ?? null,
    s.pending?.effectiveAt ?? null,
    now,
  );
}

export type DueLimit = { userId: number; kind: LimitKind; period: LimitPeriod; currency: string };

/** Limits whose raise or removal has waited out its cooling-off period by `now`. */
export const listDueLimits = (db: Db, now: number) =>
  all<DueLimit>(
    db,
    `SELECT l.user_id AS userId, l.kind, l.period, u.currency FROM gaming_limits l JOIN users u ON u.id = l.user_id
     WHERE l.pending_effective_ms IS NOT NULL AND l.pending_effective_ms <= ?`,
    now,
  );

/** The pending change of one limit, locked for the caller's transaction. */
export const findPendingLimitForUpdate = (db: Db, userId: number, kind: LimitKind, period: LimitPeriod) =>
  one<{ pending_amount: number | null; pending_effective_ms: number | null }>(
    db,
    `SELECT pending_amount, pending_effective_ms FROM gaming_limits WHERE user_id = ? AND kind = ? AND period = ?
     ${forUpdate(db)}`,
    userId,
    kind,
    period,
  );

/** Makes a limit's pending change the limit in force. */
export const applyPendingLimit = (db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: number) =>
  run(
    db,
    `UPDATE gaming_limits SET amount = pending_amount, pending_amount = NULL, pending_effective_ms = NULL,
       updated_ms = ? WHERE user_id = ? AND kind = ? AND period = ?`,
    now,
    userId,
    kind,
    period,
  );

export type UsedPerPeriod = Record<LimitPeriod, number>;

/** The windows' starts, longest first: every period's window ends now. */
const windowStarts = (now: number) => ({
  monthly: now - LIMIT_WINDOW_MS.monthly,
  weekly: now - LIMIT_WINDOW_MS.weekly,
  daily: now - LIMIT_WINDOW_MS.daily,
});

/**
 * What counts against a deposit limit in each window, in one statement: card and crypto deposits, completed ones and
 * crypto still being confirmed.
 */
export async function depositedPerPeriod(db: Db, userId: number, now: number): Promise<UsedPerPeriod> {
  const from = windowStarts(now);
  const row = await one<{ daily: number | null; weekly: number | null; monthly: number | null }>(
    db,
    `SELECT SUM(CASE WHEN created_ms > ? THEN amount END) AS daily,
            SUM(CASE WHEN created_ms > ? THEN amount END) AS weekly,
            SUM(amount) AS monthly
     FROM deposits WHERE user_id = ? AND status IN ('completed', 'pending') AND created_ms > ?`,
    from.daily,
    from.weekly,
    userId,
    from.monthly,
  );
  return { daily: row?.daily ?? 0, weekly: row?.weekly ?? 0, monthly: row?.monthly ?? 0 };
}

/**
 * Stakes minus wins in each window (negative when the player is ahead), in one statement over the covering index
 * `bets_user_totals`. Bets keep ISO instants, which sort as text; a window includes its first millisecond.
 */
export async function netLossPerPeriod(db: Db, userId: number, now: number): Promise<UsedPerPeriod> {
  const since = (start: number) => new Date(start + 1).toISOString();
  const from = windowStarts(now);
  const row = await one<{ daily: number | null; weekly: number | null; monthly: number | null }>(
    db,
    `SELECT SUM(CASE WHEN created_at >= ? THEN stake - win END) AS daily,
            SUM(CASE WHEN created_at >= ? THEN stake - win END) AS weekly,
            SUM(stake - win) AS monthly
     FROM bets WHERE user_id = ? AND created_at >= ?`,
    since(from.daily),
    since(from.weekly),
    userId,
    since(from.monthly),
  );
  return { daily: row?.daily ?? 0, weekly: row?.weekly ?? 0, monthly: row?.monthly ?? 0 };
}

/**
 * Whether the player has deposited, read from the ledger the transactions history shows (the seeded
 * history holds deposits that never went through the deposits table). A crypto deposit still being confirmed has no
 * ledger row yet but is the player's first deposit all the same.
 */
export const hasAnyDeposit = async (db: Db, userId: number) =>
  (await one(
    db,
    `SELECT 1 AS found FROM transactions WHERE user_id = ? AND type = 'deposit'
     UNION ALL SELECT 1 FROM deposits WHERE user_id = ? AND status = 'pending' LIMIT 1`,
    userId,
    userId,
  )) !== undefined;

/** Stakes and wins of real-money bets since an instant (bets keep ISO instants, which sort as text). */
export async function betTotalsSince(db: Db, userId: number, sinceIso: string) {
  const row = await one<{ staked: number | null; won: number | null; rounds: number }>(
    db,
    'SELECT SUM(stake) AS staked, SUM(win) AS won, COUNT(*) AS rounds FROM bets WHERE user_id = ? AND created_at >= ?',
    userId,
    sinceIso,
  );
  return { staked: row?.staked ?? 0, won: row?.won ?? 0, rounds: row?.rounds ?? 0 };
}

export type BlockRow = { kind: 'cool-off' | 'self-exclusion'; until_ms: number };

export const findActiveBlock = (db: Db, userId: number, now: number) =>
  one<BlockRow>(
    db,
    'SELECT kind, until_ms FROM gaming_blocks WHERE user_id = ? AND until_ms > ? ORDER BY until_ms DESC LIMIT 1',
    userId,
    now,
  );

export const insertBlock = (
  db: Db,
  b: { userId: number; kind: BlockRow['kind']; duration: string; startedMs: number; untilMs: number },
) =>
  run(
    db,
    'INSERT INTO gaming_blocks (user_id, kind, duration, started_ms, until_ms) VALUES (?, ?, ?, ?, ?)',
    b.userId,
    b.kind,
    b.duration,
    b.startedMs,
    b.untilMs,
  );

export const findRealityCheckMinutes = async (db: Db, userId: number) =>
  (
    await one<{ m: number | null }>(
      db,
      'SELECT reality_check_minutes AS m FROM gaming_settings WHERE user_id = ?',
      userId,
    )
  )?.m ?? null;

export const saveRealityCheckMinutes = (db: Db, userId: number, minutes: number | null) =>
  run(
    db,
    `INSERT INTO gaming_settings (user_id, reality_check_minutes) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    userId,
    minutes,
  );
