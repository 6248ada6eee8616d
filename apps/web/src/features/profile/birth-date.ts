import { isCalendarDate } from '@casino/api-contract';
import { DEFAULT_LOCALE } from '@/config/constants';

/**
 * A YYYY-MM-DD birth date as a reader says it (`April 12, 1990`). It is a calendar day, not an instant: formatted in
 * UTC so no time zone moves it to the day before. Anything else is shown as it came.
 */
export function formatBirthDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  if (!isCalendarDate(isoDate)) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
