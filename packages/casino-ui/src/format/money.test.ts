import { describe, expect, it } from 'vitest';
import { formatMoney, toMajorUnits } from './money';

describe('formatMoney (2 decimals, USD, en-US)', () => {
  const rows: [name: string, args: Parameters<typeof formatMoney>, expected: string][] = [
    ['USD default', [123450], '$1,234.50'],
    ['zero', [0], '$0.00'],
    ['one cent', [1], '$0.01'],
    ['negative', [-250], '-$2.50'],
    ['large', [123456789012], '$1,234,567,890.12'],
    ['EUR in de-DE', [123450, 'EUR', 'de-DE'], '1.234,50\u00a0€'],
    ['GBP', [999, 'GBP'], '£9.99'],
    ['lower-case code is accepted', [100, 'usd'], '$1.00'],
    ['JPY has no minor unit: 1234 yen still shows 2 decimals', [1234, 'JPY'], '¥1,234.00'],
    ['KWD has 3 minor digits but shows 2', [1234500, 'KWD'], 'KWD\u00a01,234.50'],
    ['unknown well-formed code keeps Intl layout', [123450, 'BTC'], 'BTC\u00a01,234.50'],
    ['code Intl refuses falls back to number + code', [123450, 'USDT'], '1,234.50 USDT'],
    ['refused lower-case code is upper-cased', [5, 'usdt'], '0.05 USDT'],
    ['empty code shows the bare number', [123450, ''], '1,234.50'],
    ['malformed locale falls back to en-US', [123450, 'USD', 'en_US!!'], '$1,234.50'],
    ['NaN', [Number.NaN], '—'],
    ['Infinity', [Number.POSITIVE_INFINITY], '—'],
  ];
  it.each(rows)('%s', (_name, args, expected) => {
    expect(formatMoney(...args)).toBe(expected);
  });
});

describe('toMajorUnits', () => {
  it.each([
    [123450, 'USD', 1234.5],
    [1234, 'JPY', 1234],
    [1234500, 'KWD', 1234.5],
    [123450, 'USDT', 1234.5],
  ] as const)('%i %s → %d', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });
});
