import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options';

describe('currencies offered at sign-up', () => {
  it.each([
    [null, undefined, ['USD', 'EUR', 'GBP']],
    ['CAD', undefined, ['CAD', 'USD', 'EUR', 'GBP']],
    ['EUR', undefined, ['EUR', 'USD', 'GBP']],
    ['JPY', ['USD', 'EUR', 'GBP', 'CAD'], ['USD', 'EUR', 'GBP']],
    ['CAD', ['USD', 'EUR', 'GBP', 'CAD'], ['CAD', 'USD', 'EUR', 'GBP']],
  ])('IP currency %s with casino list %j → %j', (ip, supported, offered) =>
    expect(currencyOptions(ip, supported)).toEqual(offered),
  );
});
