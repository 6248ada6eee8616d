import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../reality-check-minutes';
import { MAX_LENGTH, tooLongMessage } from '../text-fields';
import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Limits count over rolling windows, so a player's time zone never moves a period's edge (docs/product.md#responsible-gaming). */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = { daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS };

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const limitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof limitKindSchema>;

/** A raise or a removal of a limit waits this long; a cut applies at once (docs/product.md#responsible-gaming). */
export const LIMIT_INCREASE_COOLING_MS = 24 * HOUR_MS;

/** Cool-off lengths: a fixed list within 24 hours .. 6 weeks (docs/product.md#responsible-gaming). */
export const COOL_OFF_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
/** Self-exclusion lengths: 6 months .. 5 years (docs/product.md#responsible-gaming). */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export const coolOffDurationSchema = z.enum(COOL_OFF_DURATIONS);
export const selfExclusionDurationSchema = z.enum(SELF_EXCLUSION_DURATIONS);
export type CoolOffDuration = z.infer<typeof coolOffDurationSchema>;
export type SelfExclusionDuration = z.infer<typeof selfExclusionDurationSchema>;
export type BlockDuration = CoolOffDuration | SelfExclusionDuration;

export const blockKindSchema = z.enum(['cool-off', 'self-exclusion']);
export type BlockKind = z.infer<typeof blockKindSchema>;

export { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../reality-check-minutes';
export const realityCheckMinutesSchema = z.nullable(
  z.union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as [
      z.ZodMiniLiteral<15>,
      z.ZodMiniLiteral<30>,
      z.ZodMiniLiteral<45>,
      z.ZodMiniLiteral<60>,
    ],
  ),
) satisfies z.ZodMiniType<RealityCheckMinutes>;

const isoInstantSchema = z.iso.datetime({ offset: true });

export const gamingLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force; null when there is none. */
  amount: z.nullable(minorUnitsSchema.check(z.nonnegative())),
  /** Deposited (deposit limits) or net lost (loss limits) inside the rolling window. */
  used: minorUnitsSchema,
  /** What may still be deposited or lost in the window; null without a limit. */
  remaining: z.nullable(minorUnitsSchema.check(z.nonnegative())),
  /** A raise or removal waiting for the cooling period; `amount` null is a removal. */
  pending: z.nullable(
    z.object({ amount: z.nullable(minorUnitsSchema.check(z.nonnegative())), effectiveAt: isoInstantSchema }),
  ),
});
export type GamingLimit = z.infer<typeof gamingLimitSchema>;

export const gamingBlockSchema = z.object({ kind: blockKindSchema, until: isoInstantSchema });
export type GamingBlock = z.infer<typeof gamingBlockSchema>;

/** Everything the tools page shows, and what the cashier and the game page check before they offer play. */
export const responsibleGamingSchema = z.object({
  currency: currencyCodeSchema,
  limits: z.array(gamingLimitSchema),
  block: z.nullable(gamingBlockSchema),
  realityCheckMinutes: realityCheckMinutesSchema,
  /** False until the first deposit: the cashier then offers the limits first. */
  hasDeposited: z.boolean(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

export const setGamingLimitBodySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** Minor units; null removes the limit (after the cooling period). */
  amount: z.nullable(minorUnitsSchema.check(z.positive('amount must be more than 0'))),
});
export type SetGamingLimitBody = z.infer<typeof setGamingLimitBodySchema>;

export const startGamingBlockBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cool-off'), duration: coolOffDurationSchema }),
  z.object({ kind: z.literal('self-exclusion'), duration: selfExclusionDurationSchema }),
]);
export type StartGamingBlockBody = z.infer<typeof startGamingBlockBodySchema>;

export const setRealityCheckBodySchema = z.object({ minutes: realityCheckMinutesSchema });
export type SetRealityCheckBody = z.infer<typeof setRealityCheckBodySchema>;

export const playSessionQuerySchema = z.object({
  since: z.pipe(
    z
      .string({ error: 'since is required' })
      .check(z.maxLength(MAX_LENGTH.instant, { message: tooLongMessage('since', MAX_LENGTH.instant), abort: true })),
    isoInstantSchema,
  ),
});
export type PlaySessionQuery = z.infer<typeof playSessionQuerySchema>;

/** Real-money play since `since`: what the reality check shows. */
export const playSessionSummarySchema = z.object({
  since: isoInstantSchema,
  staked: minorUnitsSchema.check(z.nonnegative()),
  won: minorUnitsSchema.check(z.nonnegative()),
  /** won - staked: negative is a loss. */
  net: minorUnitsSchema,
  rounds: z.number().check(z.int(), z.nonnegative()),
  currency: currencyCodeSchema,
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

/** `data.code` of a refusal, so a client can word it in the player's language. */
export const RG_ERROR_CODES = {
  depositLimit: 'DEPOSIT_LIMIT_EXCEEDED',
  lossLimit: 'LOSS_LIMIT_EXCEEDED',
  blocked: 'GAMING_BLOCKED',
} as const;

export const depositLimitErrorSchema = z.object({
  code: z.literal(RG_ERROR_CODES.depositLimit),
  period: limitPeriodSchema,
  limit: minorUnitsSchema,
  remaining: minorUnitsSchema.check(z.nonnegative()),
  currency: currencyCodeSchema,
});
export const lossLimitErrorSchema = z.extend(depositLimitErrorSchema, { code: z.literal(RG_ERROR_CODES.lossLimit) });
export const blockedErrorSchema = z.object({
  code: z.literal(RG_ERROR_CODES.blocked),
  kind: blockKindSchema,
  until: isoInstantSchema,
});
export const rgErrorSchema = z.discriminatedUnion('code', [
  depositLimitErrorSchema,
  lossLimitErrorSchema,
  blockedErrorSchema,
]);
export type RgError = z.infer<typeof rgErrorSchema>;

export type LimitState = { amount: number | null; pending: { amount: number | null; effectiveAt: number } | null };

/** A pending change whose time has come is the limit in force. */
export function settleLimit(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.effectiveAt <= now) return { amount: state.pending.amount, pending: null };
  return state;
}

/** True when `next` is stricter than `current` (null is no limit at all). */
export const isStricter = (next: number | null, current: number | null) =>
  next !== null && (current === null || next < current);

/**
 * A first limit or a cut applies at once and drops any pending raise; a raise or a removal waits
 * LIMIT_INCREASE_COOLING_MS; asking for the limit already in force cancels what was pending.
 */
export function changeLimit(state: LimitState, next: number | null, now: number): LimitState {
  const settled = settleLimit(state, now);
  if (next === settled.amount) return { amount: settled.amount, pending: null };
  if (isStricter(next, settled.amount)) return { amount: next, pending: null };
  return { amount: settled.amount, pending: { amount: next, effectiveAt: now + LIMIT_INCREASE_COOLING_MS } };
}

/** When a cool-off or self-exclusion started at `now` ends; months and years follow the UTC calendar. */
export function blockEndsAt(duration: BlockDuration, now: number): number {
  const date = new Date(now);
  switch (duration) {
    case '24h':
      return now + DAY_MS;
    case '7d':
      return now + 7 * DAY_MS;
    case '30d':
      return now + 30 * DAY_MS;
    case '6w':
      return now + 42 * DAY_MS;
    case '6m':
      return date.setUTCMonth(date.getUTCMonth() + 6);
    case '1y':
      return date.setUTCFullYear(date.getUTCFullYear() + 1);
    case '2y':
      return date.setUTCFullYear(date.getUTCFullYear() + 2);
    case '5y':
      return date.setUTCFullYear(date.getUTCFullYear() + 5);
  }
}
