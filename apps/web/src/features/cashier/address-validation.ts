import './node-global-shim';
import type { CryptoCoin, UsdtNetwork } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';

/** Which rule a wrong address broke, so the message can say what a right one looks like. */
export type AddressFormat = 'btc' | 'evm' | 'trc20' | 'other';

export type AddressCheck =
  | { ok: true }
  | { ok: false; error: 'required' }
  | { ok: false; error: 'invalid'; format: AddressFormat };

export type TagCheck = { ok: true } | { ok: false; error: 'required' | 'invalid' };

const LIBRARY_CURRENCY: Record<CryptoCoin, string> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  bch: 'bch',
  usdt: 'eth',
  dogecoin: 'doge',
  usdc: 'eth',
  xrp: 'xrp',
};

export function addressFormat(coin: CryptoCoin, network: UsdtNetwork | null): AddressFormat {
  if (coin === 'btc') return 'btc';
  if (coin === 'usdt' && network === 'trc20') return 'trc20';
  if (coin === 'eth' || coin === 'usdc' || coin === 'usdt') return 'evm';
  return 'other';
}

/**
 * Issue 6: bech32/base58 for btc, 0x + 40 hex with checksum for ERC20 and BSC, T-addresses for TRC20; the library
 * knows each chain's encoding and checksum. The API checks again and decides.
 */
export function checkWithdrawalAddress(coin: CryptoCoin, network: UsdtNetwork | null, raw: string): AddressCheck {
  const address = raw.trim();
  if (!address) return { ok: false, error: 'required' };
  const currency = coin === 'usdt' && network === 'trc20' ? 'trx' : LIBRARY_CURRENCY[coin];
  return WAValidator.validate(address, currency)
    ? { ok: true }
    : { ok: false, error: 'invalid', format: addressFormat(coin, network) };
}

/** XRP destination tags are unsigned 32-bit integers; other coins have none. */
export function checkDestinationTag(coin: CryptoCoin, raw: string): TagCheck {
  if (coin !== 'xrp') return { ok: true };
  const tag = raw.trim();
  if (!tag) return { ok: false, error: 'required' };
  return /^\d{1,10}$/.test(tag) && Number(tag) <= 0xffff_ffff ? { ok: true } : { ok: false, error: 'invalid' };
}
