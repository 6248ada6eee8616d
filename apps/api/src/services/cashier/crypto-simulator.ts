import { createHash } from 'node:crypto';
import type { CryptoCoin, UsdtNetwork } from '@casino/api-contract';

/**
 * The reference API's stand-in for the crypto provider (nowpayments). Rates are fixed so tests and demos are
 * predictable: USD cents per whole coin.
 */
export const COIN_RATES_IN_CENTS: Record<CryptoCoin, bigint> = {
  btc: 6_500_000n,
  eth: 350_000n,
  ltc: 8_500n,
  bch: 40_000n,
  usdt: 100n,
  dogecoin: 15n,
  usdc: 100n,
  xrp: 60n,
};

/** Coins are quoted to 8 decimals, as the providers quote them. */
const COIN_DECIMALS = 8n;

/** `12.5` cents per coin → `'0.125'`: decimal strings on the wire, never floats. */
export function formatDecimal(units: bigint, decimals: bigint): string {
  const scale = 10n ** decimals;
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(Number(decimals), '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** How much of the coin pays `amountCents`, rounded up to the last quoted decimal so the player never pays short. */
export function cryptoAmountFor(amountCents: number, coin: CryptoCoin): string {
  const rate = COIN_RATES_IN_CENTS[coin];
  const units = (BigInt(amountCents) * 10n ** COIN_DECIMALS + rate - 1n) / rate;
  return formatDecimal(units, COIN_DECIMALS);
}

export const rateFor = (coin: CryptoCoin) => formatDecimal(COIN_RATES_IN_CENTS[coin], 2n);

/**
 * The provider's receiving wallets. EVM chains (eth, usdc, usdt on ERC20 and BSC) get a fresh address per deposit;
 * the others share a hot wallet, as exchanges do, and xrp tells deposits apart by destination tag.
 */
const SHARED_WALLETS: Partial<Record<CryptoCoin | `usdt-${UsdtNetwork}`, string>> = {
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ltc: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9',
  bch: 'bitcoincash:qq3ly5j0pr7nfmh2rqd3n7zjspkm0fhk8ux4lqw0zg',
  dogecoin: 'DBXu2kgc3xtvCUWFcxFE3r9hEYgmuaaCyD',
  xrp: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
  'usdt-trc20': 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
};

const usesEvmAddress = (coin: CryptoCoin, network: UsdtNetwork | null) =>
  coin === 'eth' || coin === 'usdc' || (coin === 'usdt' && (network === 'erc20' || network === 'bsc'));

export function depositAddress(
  coin: CryptoCoin,
  network: UsdtNetwork | null,
  depositId: string,
): { address: string; destinationTag: string | null } {
  if (usesEvmAddress(coin, network)) {
    // An all-lower-case address is valid without an EIP-55 checksum.
    const hex = createHash('sha256').update(`evm:${depositId}`).digest('hex').slice(0, 40);
    return { address: `0x${hex}`, destinationTag: null };
  }
  const walletKey = coin === 'usdt' && network ? (`usdt-${network}` as const) : coin;
  const wallet = SHARED_WALLETS[walletKey];
  if (!wallet) throw new Error(`No simulator wallet for ${coin} ${network ?? ''}`);
  if (coin !== 'xrp') return { address: wallet, destinationTag: null };
  // A destination tag is a 32-bit unsigned number; this one is derived from the deposit, so it is unique enough here.
  const tag = Number.parseInt(createHash('sha256').update(`xrp:${depositId}`).digest('hex').slice(0, 8), 16);
  return { address: wallet, destinationTag: String(tag) };
}
