export { CoinIcon, type CoinIconProps } from './CoinIcon';
export { type CoinCode, coinCodes, coinNames } from './coins';
