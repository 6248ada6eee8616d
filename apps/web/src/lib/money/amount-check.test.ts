import { describe, expect, it } from 'vitest';
import { checkAmount, typedMinorUnits } from './amount-check';

describe('checkAmount', () => {
  const limits = { min: 2_000, max: 500_000 };
  it.each([
    ['', 'USD', limits, { ok: false, error: 'required' }],
    ['   ', 'USD', limits, { ok: false, error: 'required' }],
    ['abc', 'USD', limits, { ok: false, error: 'invalid' }],
    ['-20', 'USD', limits, { ok: false, error: 'invalid' }],
    ['0', 'USD', limits, { ok: false, error: 'invalid' }],
    ['0.00', 'USD', {}, { ok: false, error: 'invalid' }],
    ['1.234', 'USD', limits, { ok: false, error: 'invalid' }],
    ['19.99', 'USD', limits, { ok: false, error: 'min', limit: 2_000 }],
    ['20', 'USD', limits, { ok: true, minorUnits: 2_000 }],
    ['1,234.50', 'USD', limits, { ok: true, minorUnits: 123_450 }],
    ['25,50', 'USD', limits, { ok: true, minorUnits: 2_550 }],
    ['5000', 'USD', limits, { ok: true, minorUnits: 500_000 }],
    ['5000.01', 'USD', limits, { ok: false, error: 'max', limit: 500_000 }],
    ['60', 'USD', { min: 1_000, balance: 5_000 }, { ok: false, error: 'over-balance', limit: 5_000 }],
    ['50', 'USD', { min: 1_000, balance: 5_000 }, { ok: true, minorUnits: 5_000 }],
    // Over both the balance and the method's maximum: the balance is named.
    ['70', 'USD', { max: 6_000, balance: 5_000 }, { ok: false, error: 'over-balance', limit: 5_000 }],
    // The yen has no minor unit: 2,000 is 2,000 yen, and a decimal is not an amount.
    ['2000', 'JPY', { min: 1_000 }, { ok: true, minorUnits: 2_000 }],
    ['20.5', 'JPY', {}, { ok: false, error: 'invalid' }],
    ['999', 'JPY', { min: 1_000 }, { ok: false, error: 'min', limit: 1_000 }],
  ] as const)('%j in %s with %j', (text, currency, l, expected) => {
    expect(checkAmount(text, currency, l)).toEqual(expected);
  });
});

describe('typedMinorUnits', () => {
  it.each([
    ['', 'USD', undefined],
    ['0', 'USD', undefined],
    ['12.3', 'USD', 1_230],
    ['12.345', 'USD', undefined],
    ['1,000', 'USD', 100_000],
    ['1500', 'JPY', 1_500],
  ] as const)('%j in %s is %s', (text, currency, expected) => {
    expect(typedMinorUnits(text, currency)).toBe(expected);
  });
});
