import { MAX_LENGTH } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidCryptoAddress } from './address-rules';

afterEach(() => vi.restoreAllMocks());

describe('isValidCryptoAddress', () => {
  it.each([
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['ltc', null, 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', true],
    ['usdt', 'erc20', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', false],
  ] as const)('%s (%s) %s → %s', (coin, network, address, valid) => {
    expect(isValidCryptoAddress(coin, network, address)).toBe(valid);
  });

  it.each(['btc', 'ltc', 'bch', 'dogecoin'] as const)(
    'refuses an over-long %s address before the library reads it (seconds of CPU at 60,000 characters)',
    (coin) => {
      const validate = vi.spyOn(WAValidator, 'validate');
      expect(isValidCryptoAddress(coin, null, '1'.repeat(60_000))).toBe(false);
      expect(isValidCryptoAddress(coin, null, '1'.repeat(MAX_LENGTH.cryptoAddress + 1))).toBe(false);
      expect(validate).not.toHaveBeenCalled();
    },
  );
});
