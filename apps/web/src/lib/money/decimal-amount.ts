import { minorUnitDigits } from '@casino/ui';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string from the API (a crypto rate such as `"0.6"` or `"64250.12345678"`: decimals travel as text so
 * no float rounds them on the wire) as minor units of `currency`, rounded half up. The rounding is on the digits,
 * never on a float (`1.005` dollars is 101 cents). Undefined when the text is not a plain non-negative decimal.
 */
export function decimalToMinorUnits(decimal: string, currency: string): number | undefined {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const digits = minorUnitDigits(currency);
  const kept = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  const roundsUp = Number(fraction.charAt(digits) || '0') >= 5;
  const minorUnits = kept + (roundsUp ? 1 : 0);
  return Number.isSafeInteger(minorUnits) ? minorUnits : undefined;
}
