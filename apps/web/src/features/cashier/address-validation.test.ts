import type { CryptoCoin, UsdtNetwork } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';
import { describe, expect, it, vi } from 'vitest';
import { checkDestinationTag, checkWithdrawalAddress } from './address-validation';

const ok = { ok: true };
const invalid = (format: string) => ({ ok: false, error: 'invalid', format });

describe('checkWithdrawalAddress', () => {
  it.each<[CryptoCoin, UsdtNetwork | null, string, object]>([
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ok],
    ['btc', null, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', ok],
    ['btc', null, '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', ok],
    ['btc', null, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', invalid('btc')],
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdX', invalid('btc')],
    ['usdt', 'erc20', '0x52908400098527886E0F7030069857D2E4169EE7', ok],
    ['usdt', 'erc20', '0x52908400098527886e0f7030069857d2e4169ee7', ok],
    ['usdt', 'erc20', '0x52908400098527886e0F7030069857D2E4169EE7', invalid('evm')],
    ['usdt', 'bsc', '0x52908400098527886E0F7030069857D2E4169EE7', ok],
    ['usdt', 'bsc', '0x5290840009852788', invalid('evm')],
    ['usdt', 'bsc', '52908400098527886E0F7030069857D2E4169EE7', invalid('evm')],
    ['usdt', 'trc20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', ok],
    ['usdt', 'trc20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeX', invalid('trc20')],
    ['usdt', 'trc20', '0x52908400098527886E0F7030069857D2E4169EE7', invalid('trc20')],
    ['eth', null, '0x52908400098527886E0F7030069857D2E4169EE7', ok],
    ['usdc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', invalid('evm')],
    ['ltc', null, 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', ok],
    ['dogecoin', null, 'DBXu2kgc3xtvCUWFcxFE3r9hEYgmuaaCyD', ok],
    ['xrp', null, 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', ok],
    ['xrp', null, 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLx', invalid('other')],
    ['btc', null, '   ', { ok: false, error: 'required' }],
  ])('%s %s %s', (coin, network, address, expected) => {
    expect(checkWithdrawalAddress(coin, network, address)).toEqual(expected);
  });

  it.each(['btc', 'ltc', 'bch', 'dogecoin'] as const)(
    'refuses a pasted 60,000-character %s address without running the checksums (seconds of frozen page)',
    (coin) => {
      const validate = vi.spyOn(WAValidator, 'validate');
      expect(checkWithdrawalAddress(coin, null, '1'.repeat(60_000))).toMatchObject({ ok: false, error: 'invalid' });
      expect(validate).not.toHaveBeenCalled();
      validate.mockRestore();
    },
  );
});

describe('checkDestinationTag', () => {
  it.each<[CryptoCoin, string, object]>([
    ['xrp', '12345', { ok: true }],
    ['xrp', '4294967295', { ok: true }],
    ['xrp', '4294967296', { ok: false, error: 'invalid' }],
    ['xrp', 'abc', { ok: false, error: 'invalid' }],
    ['xrp', '', { ok: false, error: 'required' }],
    ['btc', '', { ok: true }],
  ])('%s %j', (coin, tag, expected) => {
    expect(checkDestinationTag(coin, tag)).toEqual(expected);
  });
});
