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
  depositedInWindow,
  findActiveBlock,
  findRealityCheckMinutes,
  hasAnyDeposit,
  listLimitRows,
  netLossInWindow,
  toLimitState,
} from '../../db/queries/responsible-gaming';
import type { Db } from '../../db/sql';
import { HttpError } from '../../http/http-error';

const major = (minor: number) => (minor / 100).toFixed(2);
const PERIOD_WORDS: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };
const BLOCK_WORDS: Record<BlockKind, string> = { 'cool-off': 'cool-off', 'self-exclusion': 'self-exclusion' };

const usedIn = (db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: number) =>
  kind === 'deposit' ? depositedInWindow(db, userId, period, now) : netLossInWindow(db, userId, period, now);

/** One kind's limits as the player sees them now: pending changes whose time has come count as in force. */
function limitsOf(db: Db, userId: number, kind: LimitKind, now: number): GamingLimit[] {
  const rows = listLimitRows(db, userId);
  return LIMIT_PERIODS.map((period) => {
    const state = settleLimit(toLimitState(rows.find((r) => r.kind === kind && r.period === period)), now);
    const used = usedIn(db, userId, kind, period, now);
    return {
      kind,
      period,
      amount: state.amount,
      used,
      remaining: state.amount === null ? null : Math.max(0, state.amount - used),
      pending: state.pending && {
        amount: state.pending.amount,
        effectiveAt: new Date(state.pending.effectiveAt).toISOString(),
      },
    };
  });
}

/** The six limits, deposit then loss, each daily, weekly, monthly. */
export const currentLimits = (db: Db, userId: number, now: number): GamingLimit[] =>
  LIMIT_KINDS.flatMap((kind) => limitsOf(db, userId, kind, now));

export function readTools(db: Db, user: { id: number; currency: string }, now: number): ResponsibleGaming {
  const block = findActiveBlock(db, user.id, now);
  return {
    currency: user.currency,
    limits: currentLimits(db, user.id, now),
    block: block ? { kind: block.kind, until: new Date(block.until_ms).toISOString() } : null,
    realityCheckMinutes: findRealityCheckMinutes(db, user.id) as RealityCheckMinutes,
    hasDeposited: hasAnyDeposit(db, user.id),
  };
}

const refusal = (status: 403 | 422, message: string, data: RgError) => new HttpError(status, message, {}, data);

/** Cool-off and self-exclusion stop deposits and play, never log-in, withdrawals or history (issue 7). */
export function assertNotBlocked(db: Db, userId: number, now: number, action: 'deposit' | 'play') {
  const block = findActiveBlock(db, userId, now);
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
 * left). Only that kind's windows are summed: the loss check runs at every bet.
 */
function assertWithinLimits(
  db: Db,
  user: { id: number; currency: string },
  kind: LimitKind,
  amount: number,
  now: number,
) {
  const breach = limitsOf(db, user.id, kind, now)
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

/** A stake counts as lost in full until the spin says otherwise, so a bet may not exceed what is left. */
export const assertStakeWithinLossLimits = (
  db: Db,
  user: { id: number; currency: string },
  stake: number,
  now: number,
) => assertWithinLimits(db, user, 'loss', stake, now);
