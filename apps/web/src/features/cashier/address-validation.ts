import './node-global-shim';
import {
  type CryptoCoin,
  cryptoAddressChain,
  isValidDestinationTag,
  MAX_LENGTH,
  type UsdtNetwork,
} from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';

/** Which rule a wrong address broke, so the message can say what a right one looks like. */
export type AddressFormat = 'btc' | 'evm' | 'trc20' | 'other';

export type AddressCheck =
  | { ok: true }
  | { ok: false; error: 'required' }
  | { ok: false; error: 'invalid'; format: AddressFormat };

export type TagCheck = { ok: true } | { ok: false; error: 'required' | 'invalid' };

export function addressFormat(coin: CryptoCoin, network: UsdtNetwork | null): AddressFormat {
  if (coin === 'btc') return 'btc';
  if (coin === 'usdt' && network === 'trc20') return 'trc20';
  if (coin === 'eth' || coin === 'usdc' || coin === 'usdt') return 'evm';
  return 'other';
}

/**
 * Bech32/base58 for btc, 0x + 40 hex with checksum for ERC20 and BSC, T-addresses for TRC20; the library
 * knows each chain's encoding and checksum. The API checks again and decides. No address is longer than the API's
 * maximum, and the library's checksums freeze the page for seconds on a pasted 60,000-character value: checked first.
 */
export function checkWithdrawalAddress(coin: CryptoCoin, network: UsdtNetwork | null, raw: string): AddressCheck {
  const address = raw.trim();
  if (!address) return { ok: false, error: 'required' };
  const valid =
    address.length <= MAX_LENGTH.cryptoAddress && WAValidator.validate(address, cryptoAddressChain(coin, network));
  return valid ? { ok: true } : { ok: false, error: 'invalid', format: addressFormat(coin, network) };
}

/** XRP needs a destination tag; other coins have none. */
export function checkDestinationTag(coin: CryptoCoin, raw: string): TagCheck {
  if (coin !== 'xrp') return { ok: true };
  const tag = raw.trim();
  if (!tag) return { ok: false, error: 'required' };
  return isValidDestinationTag(tag) ? { ok: true } : { ok: false, error: 'invalid' };
}
