import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-rules';

describe('checkAmount', () => {
  const limits = { min: 2_000, max: 500_000 };
  it.each([
    ['', limits, { ok: false, error: 'required' }],
    ['abc', limits, { ok: false, error: 'invalid' }],
    ['0', limits, { ok: false, error: 'invalid' }],
    ['1.234', limits, { ok: false, error: 'invalid' }],
    ['19.99', limits, { ok: false, error: 'min', limit: 2_000 }],
    ['20', limits, { ok: true, minorUnits: 2_000 }],
    ['5000', limits, { ok: true, minorUnits: 500_000 }],
    ['5000.01', limits, { ok: false, error: 'max', limit: 500_000 }],
    ['60', { min: 1_000, balance: 5_000 }, { ok: false, error: 'over-balance', limit: 5_000 }],
    ['50', { min: 1_000, balance: 5_000 }, { ok: true, minorUnits: 5_000 }],
  ])('%j with %j', (text, l, expected) => {
    expect(checkAmount(text, 'USD', l)).toEqual(expected);
  });
});
