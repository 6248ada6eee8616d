import { describe, expect, it } from 'vitest';
import {
  blockEndsAt,
  changeLimit,
  LIMIT_INCREASE_COOLING_MS,
  type LimitState,
  responsibleGamingSchema,
  rgErrorSchema,
  setGamingLimitBodySchema,
  setRealityCheckBodySchema,
  settleLimit,
  startGamingBlockBodySchema,
} from './responsible-gaming';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const none: LimitState = { amount: null, pending: null };
const at = (amount: number | null): LimitState => ({ amount, pending: null });
const cooled = NOW + LIMIT_INCREASE_COOLING_MS;

describe('changeLimit (cuts at once, raises after the cooling period)', () => {
  it.each<[string, LimitState, number | null, LimitState]>([
    ['a first limit applies at once', none, 10_000, at(10_000)],
    ['a decrease applies at once', at(10_000), 5_000, at(5_000)],
    ['an increase waits', at(10_000), 20_000, { amount: 10_000, pending: { amount: 20_000, effectiveAt: cooled } }],
    ['a removal waits', at(10_000), null, { amount: 10_000, pending: { amount: null, effectiveAt: cooled } }],
    [
      'a later decrease cancels a pending increase',
      { amount: 10_000, pending: { amount: 20_000, effectiveAt: cooled } },
      8_000,
      at(8_000),
    ],
    [
      'asking for the limit in force cancels the pending change',
      { amount: 10_000, pending: { amount: null, effectiveAt: cooled } },
      10_000,
      at(10_000),
    ],
    ['removing no limit changes nothing', none, null, none],
  ])('%s', (_, state, next, expected) => {
    expect(changeLimit(state, next, NOW)).toEqual(expected);
  });

  it('a pending increase is in force once its time has come, and not a moment before', () => {
    const pending: LimitState = { amount: 10_000, pending: { amount: 20_000, effectiveAt: cooled } };
    expect(settleLimit(pending, cooled - 1)).toEqual(pending);
    expect(settleLimit(pending, cooled)).toEqual(at(20_000));
  });
});

describe('blockEndsAt', () => {
  it.each([
    ['24h', '2026-11-21T12:00:00.000Z'],
    ['7d', '2026-11-27T12:00:00.000Z'],
    ['30d', '2026-12-20T12:00:00.000Z'],
    ['6w', '2027-01-01T12:00:00.000Z'],
    ['6m', '2027-05-20T12:00:00.000Z'],
    ['1y', '2027-11-20T12:00:00.000Z'],
    ['2y', '2028-11-20T12:00:00.000Z'],
    ['5y', '2031-11-20T12:00:00.000Z'],
  ] as const)('%s ends at %s', (duration, end) => {
    expect(new Date(blockEndsAt(duration, NOW)).toISOString()).toBe(end);
  });
});

describe('request bodies', () => {
  it('takes a positive whole amount or null, nothing else', () => {
    expect(setGamingLimitBodySchema.parse({ kind: 'deposit', period: 'daily', amount: 10_000 }).amount).toBe(10_000);
    expect(setGamingLimitBodySchema.parse({ kind: 'loss', period: 'monthly', amount: null }).amount).toBeNull();
    expect(
      setGamingLimitBodySchema.safeParse({ kind: 'deposit', period: 'daily', amount: 0 }).error?.issues[0]?.message,
    ).toBe('amount must be more than 0');
    expect(setGamingLimitBodySchema.safeParse({ kind: 'deposit', period: 'yearly', amount: 1 }).success).toBe(false);
    expect(setGamingLimitBodySchema.safeParse({ kind: 'deposit', period: 'daily', amount: 1.5 }).success).toBe(false);
  });

  it('matches each block kind with its own durations', () => {
    expect(startGamingBlockBodySchema.safeParse({ kind: 'cool-off', duration: '6w' }).success).toBe(true);
    expect(startGamingBlockBodySchema.safeParse({ kind: 'self-exclusion', duration: '5y' }).success).toBe(true);
    expect(startGamingBlockBodySchema.safeParse({ kind: 'cool-off', duration: '1y' }).success).toBe(false);
    expect(startGamingBlockBodySchema.safeParse({ kind: 'self-exclusion', duration: '24h' }).success).toBe(false);
  });

  it('offers the reality check at 15, 30, 45 and 60 minutes or off', () => {
    for (const minutes of [15, 30, 45, 60, null])
      expect(setRealityCheckBodySchema.safeParse({ minutes }).success).toBe(true);
    for (const minutes of [0, 10, 90]) expect(setRealityCheckBodySchema.safeParse({ minutes }).success).toBe(false);
  });
});

describe('answers', () => {
  it('reads the tools state and the refusal codes', () => {
    const state = responsibleGamingSchema.parse({
      currency: 'USD',
      limits: [
        {
          kind: 'deposit',
          period: 'daily',
          amount: 10_000,
          used: 2_500,
          remaining: 7_500,
          pending: { amount: 20_000, effectiveAt: '2026-11-21T12:00:00.000Z' },
        },
      ],
      block: null,
      realityCheckMinutes: 30,
      hasDeposited: false,
    });
    expect(state.limits[0]?.remaining).toBe(7_500);
    expect(
      rgErrorSchema.parse({
        code: 'DEPOSIT_LIMIT_EXCEEDED',
        period: 'daily',
        limit: 10_000,
        remaining: 0,
        currency: 'USD',
      }).code,
    ).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(rgErrorSchema.safeParse({ code: 'GAMING_BLOCKED', kind: 'cool-off', until: 'soon' }).success).toBe(false);
  });
});
