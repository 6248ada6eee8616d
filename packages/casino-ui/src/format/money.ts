/**
 * Money formatting at the edge (docs/product.md#money: money is integer minor units everywhere else).
 * docs/product.md#formats: currency shown with 2 decimals, USD default, en-US format.
 */

/** The defaults of docs/product.md#formats. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** Shown instead of an amount that is not a finite number, so a broken value never renders as "NaN". */
export const MISSING_AMOUNT_TEXT = '—';

/** docs/product.md#formats: every amount is displayed with exactly two decimals, whatever the currency's own minor unit. */
const DISPLAY_FRACTION_DIGITS = 2;

type CurrencyFormat = {
  /** Number of minor-unit digits of the currency (2 for USD, 0 for JPY, 3 for KWD), as Intl knows it. */
  minorUnitDigits: number;
  format: (majorUnits: number) => string;
};

const cache = new Map<string, CurrencyFormat | null>();

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    // A malformed tag ("en_US!!") throws RangeError; the default locale is a safe reading.
    return DEFAULT_LOCALE;
  }
}

/** Returns null when Intl rejects the currency code (not three letters, e.g. "USDT"). */
function currencyFormat(currency: string, locale: string): CurrencyFormat | null {
  const key = `${locale}|${currency}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let entry: CurrencyFormat | null;
  try {
    const native = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const display = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: DISPLAY_FRACTION_DIGITS,
      maximumFractionDigits: DISPLAY_FRACTION_DIGITS,
    });
    entry = { minorUnitDigits: native.resolvedOptions().maximumFractionDigits ?? 2, format: display.format };
  } catch {
    entry = null;
  }
  cache.set(key, entry);
  return entry;
}

/**
 * Converts integer minor units to major units using the currency's own minor unit (cents for USD, none for JPY).
 * Unknown or malformed codes are taken as having 2 minor digits, the most common case.
 */
export function toMajorUnits(minorUnits: number, currency: string = DEFAULT_CURRENCY): number {
  const digits = currencyFormat(currency.trim(), DEFAULT_LOCALE)?.minorUnitDigits ?? DISPLAY_FRACTION_DIGITS;
  return minorUnits / 10 ** digits;
}

/**
 * Formats an amount held in integer minor units, e.g. `formatMoney(123450)` → `$1,234.50`.
 *
 * - Always 2 decimals (docs/product.md#formats); the minor unit used for the conversion comes from Intl (JPY has none, KWD three).
 * - A currency code Intl refuses (such as the crypto ticker `USDT`) does not throw: the amount is shown as a plain
 *   number followed by the code, `1,234.50 USDT`.
 * - A malformed locale falls back to en-US; a non-finite amount gives `—`.
 */
export function formatMoney(minorUnits: number, currency: string = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE): string {
  if (!Number.isFinite(minorUnits)) return MISSING_AMOUNT_TEXT;
  const code = currency.trim();
  const usableLocale = safeLocale(locale);
  const known = currencyFormat(code, usableLocale);
  if (known) return known.format(minorUnits / 10 ** known.minorUnitDigits);

  const number = new Intl.NumberFormat(usableLocale, {
    minimumFractionDigits: DISPLAY_FRACTION_DIGITS,
    maximumFractionDigits: DISPLAY_FRACTION_DIGITS,
  }).format(minorUnits / 10 ** DISPLAY_FRACTION_DIGITS);
  return code ? `${number} ${code.toUpperCase()}` : number;
}
