import { type CryptoCoin, cryptoAddressChain, type UsdtNetwork } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';

/**
 * Server-side check of a withdrawal destination (the client checks too, for speed; the API decides). The library
 * knows each chain's format: bech32 and base58 for btc, EIP-55 checksums for ERC20 and BSC, T-addresses for TRC20.
 */
export function isValidCryptoAddress(coin: CryptoCoin, network: UsdtNetwork | null | undefined, address: string) {
  return WAValidator.validate(address, cryptoAddressChain(coin, network));
}

export { isValidDestinationTag } from '@casino/api-contract';
