import type { ActivePromotion, Promotion } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { hasPromotionEnded, isDepositMatch, promotionState } from './promotion-state';

const NOW = Date.parse('2026-11-23T12:00:00Z');

const promotion = (alias: string, validUntil: string | null): Promotion => ({
  id: 1,
  alias,
  title: alias,
  description: '',
  image: null,
  bonusPercent: 100,
  maxBonus: 50_000,
  wagering: 35,
  validUntil,
});
const activation = (alias: string, status: ActivePromotion['status'] = 'active'): ActivePromotion => ({
  ...promotion(alias, null),
  historyId: 9,
  activatedAt: '2026-11-20T10:00:00Z',
  status,
});

describe('whether a promotion has ended', () => {
  it.each([
    [null, false],
    ['2026-11-23T12:00:01Z', false],
    ['2026-11-23T12:00:00Z', true],
    ['2026-01-01T00:00:00Z', true],
    ['not a date', false],
  ])('valid until %s → %s', (validUntil, ended) => {
    expect(hasPromotionEnded(validUntil, NOW)).toBe(ended);
  });
});

describe('what the all list offers', () => {
  it.each([
    ['running, not active', promotion('a', null), [], 'available'],
    ['running, active', promotion('a', null), [activation('a')], 'active'],
    ['running, another one active', promotion('a', null), [activation('b')], 'available'],
    ['running, once cancelled', promotion('a', null), [activation('a', 'cancelled')], 'available'],
    ['ended', promotion('a', '2026-01-01T00:00:00Z'), [], 'ended'],
    ['ended but still active for the player', promotion('a', '2026-01-01T00:00:00Z'), [activation('a')], 'active'],
    ['active list unknown', promotion('a', null), undefined, 'available'],
  ] as const)('%s → %s', (_, item, active, state) => {
    expect(promotionState(item, active, NOW)).toBe(state);
  });
});

describe('isDepositMatch: which promotions pay a bonus on a deposit', () => {
  it.each([
    ['a match with wagering', 100, 35, true],
    ['cashback, no wagering', 10, 0, false],
    ['free spins, no percentage', 0, 25, false],
  ])('%s', (_, bonusPercent, wagering, expected) => {
    expect(isDepositMatch({ bonusPercent, wagering })).toBe(expected);
  });
});
