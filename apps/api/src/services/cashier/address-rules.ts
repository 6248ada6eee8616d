import type { CryptoCoin, UsdtNetwork } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';

/**
 * Server-side check of a withdrawal destination (the client checks too, for speed; the API decides). The library
 * knows each chain's format: bech32 and base58 for btc, EIP-55 checksums for ERC20 and BSC, T-addresses for TRC20.
 */
const VALIDATOR_CURRENCY: Record<CryptoCoin, string> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  bch: 'bch',
  usdt: 'eth',
  dogecoin: 'doge',
  usdc: 'eth',
  xrp: 'xrp',
};

const validatorCurrency = (coin: CryptoCoin, network: UsdtNetwork | null | undefined) =>
  coin === 'usdt' && network === 'trc20' ? 'trx' : VALIDATOR_CURRENCY[coin];

export function isValidCryptoAddress(coin: CryptoCoin, network: UsdtNetwork | null | undefined, address: string) {
  return WAValidator.validate(address, validatorCurrency(coin, network));
}

/** An XRP destination tag is an unsigned 32-bit integer. */
export const isValidDestinationTag = (tag: string) => /^\d{1,10}$/.test(tag) && Number(tag) <= 0xffff_ffff;
