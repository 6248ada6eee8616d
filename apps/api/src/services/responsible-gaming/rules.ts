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

/** The six limits as the player sees them now: pending changes whose time has come count as in force. */
export function currentLimits(db: Db, userId: number, now: number): GamingLimit[] {
  const rows = listLimitRows(db, userId);
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
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
    }),
  );
}

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

/** The tightest limit `amount` would break, if any: the one with the least room left. */
function tightestBreach(limits: GamingLimit[], kind: LimitKind, amount: number) {
  return limits
    .filter((l) => l.kind === kind && l.remaining !== null && amount > l.remaining)
    .sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0];
}

export function assertDepositWithinLimits(db: Db, user: { id: number; currency: string }, amount: number, now: number) {
  const breach = tightestBreach(currentLimits(db, user.id, now), 'deposit', amount);
  if (!breach || breach.amount === null || breach.remaining === null) return;
  const { period, amount: limit, remaining } = breach;
  throw refusal(
    422,
    `This deposit would exceed your ${PERIOD_WORDS[period]} deposit limit of ${major(limit)} ${user.currency}. ` +
      `You can deposit up to ${major(remaining)} ${user.currency} more in this period.`,
    { code: RG_ERROR_CODES.depositLimit, period, limit, remaining, currency: user.currency },
  );
}

/** A stake counts as lost in full until the spin says otherwise, so a bet may not exceed what is left. */
export function assertStakeWithinLossLimits(
  db: Db,
  user: { id: number; currency: string },
  stake: number,
  now: number,
) {
  const breach = tightestBreach(currentLimits(db, user.id, now), 'loss', stake);
  if (!breach || breach.amount === null || breach.remaining === null) return;
  const { period, amount: limit, remaining } = breach;
  throw refusal(
    422,
    `This bet would exceed your ${PERIOD_WORDS[period]} loss limit of ${major(limit)} ${user.currency}. ` +
      `You can stake up to ${major(remaining)} ${user.currency} more in this period.`,
    { code: RG_ERROR_CODES.lossLimit, period, limit, remaining, currency: user.currency },
  );
}
