import { describe, expect, it } from 'vitest';
import { cryptoAddressChain, isValidDestinationTag } from './crypto-address';

describe('cryptoAddressChain', () => {
  it.each([
    ['btc', null, 'btc'],
    ['eth', null, 'eth'],
    ['ltc', null, 'ltc'],
    ['bch', null, 'bch'],
    ['dogecoin', null, 'doge'],
    ['usdc', null, 'eth'],
    ['xrp', null, 'xrp'],
    ['usdt', 'erc20', 'eth'],
    ['usdt', 'bsc', 'eth'],
    ['usdt', 'trc20', 'trx'],
  ] as const)('%s on %s is checked as a %s address', (coin, network, chain) => {
    expect(cryptoAddressChain(coin, network)).toBe(chain);
  });
});

describe('isValidDestinationTag', () => {
  it.each([
    ['0', true],
    ['123456', true],
    ['4294967295', true],
    ['4294967296', false],
    ['-1', false],
    ['12a', false],
    ['', false],
    ['12345678901', false],
  ])('%j is %s', (tag, valid) => {
    expect(isValidDestinationTag(tag)).toBe(valid);
  });
});
