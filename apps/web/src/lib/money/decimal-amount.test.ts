import { describe, expect, it } from 'vitest';
import { decimalToMinorUnits } from './decimal-amount';

describe('decimalToMinorUnits', () => {
  it.each([
    ['0.6', 'USD', 60],
    ['1', 'USD', 100],
    ['64250.12345678', 'USD', 6_425_012],
    ['0.005', 'USD', 1],
    ['0.0049', 'USD', 0],
    // A float would make this 100.49999… cents and round down.
    ['1.005', 'USD', 101],
    ['0.995', 'USD', 100],
    [' 2.5 ', 'USD', 250],
    ['150.5', 'JPY', 151],
    ['150.4', 'JPY', 150],
    ['1.2345', 'KWD', 1_235],
    ['', 'USD', undefined],
    ['abc', 'USD', undefined],
    ['-1', 'USD', undefined],
    ['1e3', 'USD', undefined],
    ['.5', 'USD', undefined],
    ['99999999999999999999', 'USD', undefined],
  ] as const)('%j %s is %s', (decimal, currency, expected) => {
    expect(decimalToMinorUnits(decimal, currency)).toBe(expected);
  });
});
