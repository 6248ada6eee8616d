/** The cryptocurrencies the cashier offers (docs/product.md#entities), in the product's order and spelling. */
export const coinCodes = ['btc', 'eth', 'ltc', 'bch', 'usdt', 'dogecoin', 'usdc', 'xrp'] as const;

export type CoinCode = (typeof coinCodes)[number];

/** English names, used as the icons' default accessible names. */
export const coinNames: Record<CoinCode, string> = {
  btc: 'Bitcoin',
  eth: 'Ethereum',
  ltc: 'Litecoin',
  bch: 'Bitcoin Cash',
  usdt: 'Tether',
  dogecoin: 'Dogecoin',
  usdc: 'USD Coin',
  xrp: 'XRP',
};
