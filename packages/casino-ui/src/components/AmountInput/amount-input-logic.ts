import { DEFAULT_CURRENCY } from '../../format/money';

/** docs/product.md#entities: quick deposit amounts, in major units of the player's currency. */
export const DEFAULT_QUICK_AMOUNTS: readonly number[] = [20, 50, 100, 500, 1000];

/** docs/product.md#formats: amounts are shown and typed with at most two decimals. */
const MAX_TYPED_DECIMALS = 2;

export type AmountParseError = 'empty' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';

export type ParsedAmount = { ok: true; minorUnits: number } | { ok: false; error: AmountParseError };

/** Minor-unit digits of a currency as Intl knows it (2 for USD, 0 for JPY); 2 for codes Intl refuses (USDT). */
export function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The symbol shown before an amount (`$`, `€`, `£`); the code itself when Intl does not know the currency. */
export function currencySymbol(currency: string, locale = 'en-US'): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency.toUpperCase();
  }
}

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN = /^(\d*)(?:\.(\d*))?$/;

/**
 * Reads what a player typed into an amount field as integer minor units (docs/product.md#money: money is integers in minor
 * units; this is the edge). Accepts `25`, `25.5`, `25.50`, `.5`, `1,234.50` and a decimal comma (`25,50`); spaces
 * are ignored. Rejects negatives, anything not a number, more decimals than the currency has (at most two, docs/product.md#formats)
 * and amounts beyond the safe integer range. The arithmetic is on the digits, never on floats, so `0.29` is 29.
 */
export function parseAmountToMinorUnits(text: string, currency = DEFAULT_CURRENCY): ParsedAmount {
  let normalised = text.replace(/\s/g, '');
  if (normalised === '') return { ok: false, error: 'empty' };
  if (normalised.startsWith('-')) return { ok: false, error: /\d/.test(normalised) ? 'negative' : 'not-a-number' };
  if (GROUPED.test(normalised)) normalised = normalised.replace(/,/g, '');
  else if (!normalised.includes('.') && normalised.split(',').length === 2) normalised = normalised.replace(',', '.');

  const match = PLAIN.exec(normalised);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: 'not-a-number' };

  const digits = minorUnitDigits(currency);
  if (fraction.length > Math.min(digits, MAX_TYPED_DECIMALS)) return { ok: false, error: 'too-many-decimals' };
  const minorUnits = Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minorUnits)) return { ok: false, error: 'too-large' };
  return { ok: true, minorUnits };
}
