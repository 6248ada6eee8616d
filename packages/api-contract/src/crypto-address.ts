import type { CryptoCoin, UsdtNetwork } from './entities/funds';

/**
 * The chain whose address format a withdrawal destination must follow, as multicoin-address-validator names it.
 * USDT, USDC and ETH live on Ethereum-compatible chains (ERC20 and BSC share its 0x format), except USDT on TRC20,
 * which uses Tron's T-addresses. Client and server both check with it, so they agree on every address.
 */
const ADDRESS_CHAIN: Record<CryptoCoin, string> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  bch: 'bch',
  usdt: 'eth',
  dogecoin: 'doge',
  usdc: 'eth',
  xrp: 'xrp',
};

export const cryptoAddressChain = (coin: CryptoCoin, network: UsdtNetwork | null | undefined): string =>
  coin === 'usdt' && network === 'trc20' ? 'trx' : ADDRESS_CHAIN[coin];

/** An XRP destination tag is an unsigned 32-bit integer. */
export const isValidDestinationTag = (tag: string): boolean => /^\d{1,10}$/.test(tag) && Number(tag) <= 0xffff_ffff;
