/**
 * Date formatting at the edge: month, day, year and 24-hour time with seconds (docs/product.md#formats).
 */

import { DEFAULT_LOCALE } from './money';

/** Shown for a value that is not a date, so a broken server field never renders as "Invalid Date". */
export const INVALID_DATE_TEXT = '—';

const OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  // h23 rather than hour12: false, which some engines render as "24:05:09" just after midnight.
  hourCycle: 'h23',
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let created: Intl.DateTimeFormat;
  try {
    created = new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone });
  } catch {
    // A malformed locale or unknown time zone throws RangeError; show the default format in the
    // browser's own zone rather than breaking a whole history table.
    created = new Intl.DateTimeFormat(DEFAULT_LOCALE, OPTIONS);
  }
  cache.set(key, created);
  return created;
}

/**
 * Turns an ISO string, an epoch in milliseconds or a Date into a valid Date, or null.
 */
export function toValidDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats a moment as month, day, year and 24-hour time with seconds, e.g. `Nov 22, 2026, 14:05:09` in en-US.
 * An invalid value gives `—` instead of throwing.
 *
 * @param value ISO 8601 string, epoch milliseconds or Date.
 * @param locale BCP 47 tag; a malformed one falls back to en-US.
 * @param timeZone IANA zone such as `Europe/Malta`; the browser's zone when left out.
 */
export function formatDateTime(value: string | number | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const date = toValidDate(value);
  if (!date) return INVALID_DATE_TEXT;
  return formatter(locale, timeZone).format(date);
}
