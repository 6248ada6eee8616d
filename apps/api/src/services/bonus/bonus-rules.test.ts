import { describe, expect, it } from 'vitest';
import {
  bonusExpiresAt,
  depositBonus,
  isWageringComplete,
  isWeekend,
  splitStake,
  splitWin,
  wageringContribution,
  wageringContributionPercent,
  wageringProgress,
  weekendStart,
} from './bonus-rules';

const WELCOME = { bonusPercent: 100, maxBonus: 50_000, wagering: 35, minDeposit: 2_000 };

describe('depositBonus: the promotion percentage of the deposit, capped, times its wagering', () => {
  it.each([
    ['a 100% match of $20', 2_000, WELCOME, { granted: 2_000, wageringRequired: 70_000 }],
    ['capped at the maximum', 80_000, WELCOME, { granted: 50_000, wageringRequired: 1_750_000 }],
    [
      '50% rounds down to the minor unit',
      3_001,
      { bonusPercent: 50, maxBonus: 25_000, wagering: 30, minDeposit: 0 },
      { granted: 1_500, wageringRequired: 45_000 },
    ],
    [
      'cashback pays nothing on a deposit',
      5_000,
      { bonusPercent: 10, maxBonus: 100_000, wagering: 0, minDeposit: 0 },
      null,
    ],
    [
      'free spins pay nothing on a deposit',
      5_000,
      { bonusPercent: 0, maxBonus: 1_000, wagering: 25, minDeposit: 2_500 },
      null,
    ],
    [
      'a deposit too small for one minor unit',
      1,
      { bonusPercent: 25, maxBonus: 200_000, wagering: 20, minDeposit: 0 },
      null,
    ],
    // The seeded texts: "Deposit at least $20", "For deposits of $1,000 or more".
    ['a deposit one cent below the minimum', 1_999, WELCOME, null],
    ['a deposit of the minimum', 2_000, WELCOME, { granted: 2_000, wageringRequired: 70_000 }],
    [
      'a High Roller deposit below $1,000',
      99_999,
      { bonusPercent: 25, maxBonus: 200_000, wagering: 20, minDeposit: 100_000 },
      null,
    ],
  ])('%s', (_, amount, terms, expected) => {
    expect(depositBonus(amount, terms)).toEqual(expected);
  });
});

describe('splitStake: cash first, then bonus money', () => {
  it.each([
    [500, 1_000, { cash: 500, bonus: 0 }],
    [500, 200, { cash: 200, bonus: 300 }],
    [500, 0, { cash: 0, bonus: 500 }],
    [500, -5, { cash: 0, bonus: 500 }],
  ])('a stake of %i with %i cash', (stake, cash, expected) => {
    expect(splitStake(stake, cash)).toEqual(expected);
  });
});

describe('splitWin: a win is shared as its stake was', () => {
  it.each([
    ['no win', 0, 500, 300, { cash: 0, bonus: 0 }],
    ['all cash stake', 1_000, 500, 0, { cash: 1_000, bonus: 0 }],
    ['all bonus stake', 1_000, 500, 500, { cash: 0, bonus: 1_000 }],
    ['60% bonus stake', 1_000, 500, 300, { cash: 400, bonus: 600 }],
    ['the odd minor unit goes to cash', 5, 10, 5, { cash: 3, bonus: 2 }],
  ])('%s', (_, win, stake, bonusStake, expected) => {
    expect(splitWin(win, stake, bonusStake)).toEqual(expected);
  });
});

describe('wagering contribution per game category', () => {
  it.each([
    [['slots'], 100],
    [['slots', 'popular'], 100],
    [['blackjack'], 10],
    [['live-dealers', 'new-releases'], 5],
    [['video-poker'], 10],
    [['crash'], 0],
    [['popular'], 0],
    [[], 0],
  ])('%j counts %i%%', (aliases, percent) => {
    expect(wageringContributionPercent(aliases)).toBe(percent);
  });

  it.each([
    [500, 100, 500],
    [500, 10, 50],
    [10, 10, 1],
    [5, 10, 0],
    [500, 0, 0],
  ])('a stake of %i at %i%% adds %i', (stake, percent, added) => {
    expect(wageringContribution(stake, percent)).toBe(added);
  });
});

describe('wagering progress', () => {
  it.each([
    [0, 70_000, 0, false],
    [699, 70_000, 0, false],
    [69_999, 70_000, 99, false],
    [70_000, 70_000, 100, true],
    [90_000, 70_000, 100, true],
    [0, 0, 100, true],
  ])('%i of %i is %i%%, complete: %s', (wagered, required, progress, complete) => {
    expect(wageringProgress(wagered, required)).toBe(progress);
    expect(isWageringComplete(wagered, required)).toBe(complete);
  });
});

describe('weekends as the Weekend Reload counts them: Friday 00:00 to Sunday 24:00 UTC', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['Thursday just before midnight', '2026-11-19T23:59:59.999Z', false, '2026-11-13T00:00:00.000Z'],
    ['Friday at midnight', '2026-11-20T00:00:00.000Z', true, '2026-11-20T00:00:00.000Z'],
    ['Saturday afternoon', '2026-11-21T15:30:00.000Z', true, '2026-11-20T00:00:00.000Z'],
    ['Sunday just before midnight', '2026-11-22T23:59:59.999Z', true, '2026-11-20T00:00:00.000Z'],
    ['Monday at midnight', '2026-11-23T00:00:00.000Z', false, '2026-11-20T00:00:00.000Z'],
    ['Wednesday of a new year', '2027-01-06T08:00:00.000Z', false, '2027-01-01T00:00:00.000Z'],
  ])('%s (%s): weekend %s, its weekend opened %s', (_, instant, weekend, start) => {
    expect(isWeekend(at(instant))).toBe(weekend);
    expect(new Date(weekendStart(at(instant))).toISOString()).toBe(start);
  });
});

describe('bonusExpiresAt: whole days after the bonus was paid, or never', () => {
  const paid = Date.parse('2026-11-20T12:00:00.000Z');
  it.each([
    ['the Welcome Bonus, 30 days', 30, '2026-12-20T12:00:00.000Z'],
    ['the Weekend Reload, seven days', 7, '2026-11-27T12:00:00.000Z'],
    ['a promotion without a time limit', null, null],
  ])('%s', (_, days, expected) => {
    const at = bonusExpiresAt(paid, days);
    expect(at === null ? null : new Date(at).toISOString()).toBe(expected);
  });
});
