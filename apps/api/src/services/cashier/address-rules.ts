import { type CryptoCoin, cryptoAddressChain, MAX_LENGTH, type UsdtNetwork } from '@casino/api-contract';
import WAValidator from 'multicoin-address-validator';

/**
 * Server-side check of a withdrawal destination (the client checks too, for speed; the API decides). The library
 * knows each chain's format: bech32 and base58 for btc, EIP-55 checksums for ERC20 and BSC, T-addresses for TRC20.
 * Its checksums take seconds on a 60,000-character value (docs/product.md#validation), so the length is checked first, here
 * as well as in the request schema: no caller can hand it a long value.
 */
export function isValidCryptoAddress(coin: CryptoCoin, network: UsdtNetwork | null | undefined, address: string) {
  if (address.length > MAX_LENGTH.cryptoAddress) return false;
  return WAValidator.validate(address, cryptoAddressChain(coin, network));
}

export { isValidDestinationTag } from '@casino/api-contract';
