import { FALLBACK_CURRENCIES } from '@/config/constants';

/**
 * docs/product.md#sign-up: the IP look-up's currency is offered first and pre-selected; without one (or one the casino does not
 * take) the list is USD, EUR, GBP. `supported` is the casino's list once known.
 */
export function currencyOptions(ipCurrency: string | null | undefined, supported?: readonly string[]): string[] {
  const usable = ipCurrency && (!supported || supported.includes(ipCurrency)) ? ipCurrency : undefined;
  return usable ? [usable, ...FALLBACK_CURRENCIES.filter((c) => c !== usable)] : [...FALLBACK_CURRENCIES];
}
