import {
  type BlockKind,
  type GamingLimit,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type RealityCheckMinutes,
  type ResponsibleGaming,
  RG_ERROR_CODES,
  type RgError,
  settleLimit,
} from '@casino/api-contract';
import {
  type BlockRow,
  depositedPerPeriod,
  findActiveBlock,
  findRealityCheckMinutes,
  hasAnyDeposit,
  type LimitRow,
  listLimitRows,
  netLossPerPeriod,
  toLimitState,
} from '../../db/queries/responsible-gaming';
import type { Db } from '../../db/sql';
import { HttpError } from '../../http/http-error';

const major = (minor: number) => (minor / 100).toFixed(2);
const PERIOD_WORDS: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };
const BLOCK_WORDS: Record<BlockKind, string> = { 'cool-off': 'cool-off', 'self-exclusion': 'self-exclusion' };

const usedPerPeriod = (db: Db, userId: number, kind: LimitKind, now: number) =>
  kind === 'deposit' ? depositedPerPeriod(db, userId, now) : netLossPerPeriod(db, userId, now);

/**
 * One kind's limits as the player sees them now: pending changes whose time has come count as in force. `onlySet`
 * (a check before a bet or a deposit) skips the sums when no limit of the kind is in force: nothing can be exceeded.
 */
async function limitsOf(
  db: Db,
  userId: number,
  kind: LimitKind,
  now: number,
  rows: readonly LimitRow[],
  { onlySet = false } = {},
): Promise<GamingLimit[]> {
  const states = LIMIT_PERIODS.map(
    (period) =>
      [period, settleLimit(toLimitState(rows.find((r) => r.kind === kind && r.period === period)), now)] as const,
  );
  if (onlySet && states.every(([, state]) => state.amount === null)) return [];
  const used = await usedPerPeriod(db, userId, kind, now);
  return states.map(([period, state]) => ({
    kind,
    period,
    amount: state.amount,
    used: used[period],
    remaining: state.amount === null ? null : Math.max(0, state.amount - used[period]),
    pending: state.pending && {
      amount: state.pending.amount,
      effectiveAt: new Date(state.pending.effectiveAt).toISOString(),
    },
  }));
}

/** The six limits, deposit then loss, each daily, weekly, monthly. */
export async function currentLimits(db: Db, userId: number, now: number): Promise<GamingLimit[]> {
  const rows = await listLimitRows(db, userId);
  const perKind = [];
  for (const kind of LIMIT_KINDS) perKind.push(...(await limitsOf(db, userId, kind, now, rows)));
  return perKind;
}

export async function readTools(
  db: Db,
  user: { id: number; currency: string },
  now: number,
): Promise<ResponsibleGaming> {
  const block = await findActiveBlock(db, user.id, now);
  return {
    currency: user.currency,
    limits: await currentLimits(db, user.id, now),
    block: block ? { kind: block.kind, until: new Date(block.until_ms).toISOString() } : null,
    realityCheckMinutes: (await findRealityCheckMinutes(db, user.id)) as RealityCheckMinutes,
    hasDeposited: await hasAnyDeposit(db, user.id),
  };
}

const refusal = (status: 403 | 422, message: string, data: RgError) => new HttpError(status, message, {}, data);

/** Cool-off and self-exclusion stop deposits and play, never log-in, withdrawals or history. */
export async function assertNotBlocked(db: Db, userId: number, now: number, action: 'deposit' | 'play') {
  refuseIfBlocked(await findActiveBlock(db, userId, now), action);
}

/** The refusal of `action` while `block` (the player's active one, read by the caller) stands. */
export function refuseIfBlocked(block: BlockRow | undefined, action: 'deposit' | 'play') {
  if (!block) return;
  const until = new Date(block.until_ms).toISOString();
  const what = action === 'deposit' ? 'Deposits are paused' : 'Play is paused';
  throw refusal(
    403,
    `${what} until ${until.replace('T', ' ').slice(0, 16)} UTC: your ${BLOCK_WORDS[block.kind]} is active.`,
    {
      code: RG_ERROR_CODES.blocked,
      kind: block.kind,
      until,
    },
  );
}

/** How a refusal of each kind reads: "This deposit would exceed your daily deposit limit ... You can deposit ...". */
const LIMIT_REFUSALS: Record<LimitKind, { subject: string; verb: string; code: RgError['code'] }> = {
  deposit: { subject: 'This deposit', verb: 'deposit', code: RG_ERROR_CODES.depositLimit },
  loss: { subject: 'This bet', verb: 'stake', code: RG_ERROR_CODES.lossLimit },
};

/**
 * Refuses `amount` when it would break one of the player's `kind` limits, naming the tightest one (the least room
 * left). Only that kind's windows are summed, and only when one of its limits is in force: the loss check runs at
 * every bet.
 */
async function assertWithinLimits(
  db: Db,
  user: { id: number; currency: string },
  kind: LimitKind,
  amount: number,
  now: number,
  rows?: readonly LimitRow[],
) {
  const limitRows = rows ?? (await listLimitRows(db, user.id));
  const breach = (await limitsOf(db, user.id, kind, now, limitRows, { onlySet: true }))
    .filter((l) => l.remaining !== null && amount > l.remaining)
    .sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0];
  if (!breach || breach.amount === null || breach.remaining === null) return;
  const { period, amount: limit, remaining } = breach;
  const { subject, verb, code } = LIMIT_REFUSALS[kind];
  throw refusal(
    422,
    `${subject} would exceed your ${PERIOD_WORDS[period]} ${kind} limit of ${major(limit)} ${user.currency}. ` +
      `You can ${verb} up to ${major(remaining)} ${user.currency} more in this period.`,
    // `code` is per kind, which TypeScript cannot tie to the union member: the table above pairs them.
    { code, period, limit, remaining, currency: user.currency } as RgError,
  );
}

export const assertDepositWithinLimits = (
  db: Db,
  user: { id: number; currency: string },
  amount: number,
  now: number,
) => assertWithinLimits(db, user, 'deposit', amount, now);

/**
 * A stake counts as lost in full until the spin says otherwise, so a bet may not exceed what is left. `lossLimits`:
 * the player's loss limit rows when the caller has read them already.
 */
export const assertStakeWithinLossLimits = (
  db: Db,
  user: { id: number; currency: string },
  stake: number,
  now: number,
  lossLimits?: readonly LimitRow[],
) => assertWithinLimits(db, user, 'loss', stake, now, lossLimits);
