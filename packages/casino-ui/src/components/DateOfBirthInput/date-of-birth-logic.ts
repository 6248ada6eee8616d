import {
  type CalendarDate,
  type DateValue,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
} from '@internationalized/date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads an ISO `YYYY-MM-DD` date (the form's and the API's format) into the calendar date the field edits. Anything
 * else, including impossible dates such as `2001-02-30`, gives `null`: the field then shows empty segments rather
 * than throwing during render.
 */
export function isoToCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso || !ISO_DATE.test(iso)) return null;
  try {
    const date = parseDate(iso);
    // parseDate clamps some overflowing days; a date that does not print back the same was not a real date.
    return date.toString() === iso ? date : null;
  } catch {
    return null;
  }
}

/** The ISO `YYYY-MM-DD` text of a date the field produced, in the Gregorian calendar whatever the locale showed. */
export function calendarDateToIso(value: DateValue | null | undefined): string | null {
  if (!value) return null;
  return toCalendarDate(toCalendar(value, new GregorianCalendar())).toString();
}
