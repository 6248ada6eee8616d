import { clsx } from 'clsx';
import { formatDateTime, INVALID_DATE_TEXT, toValidDate } from '../../format/date-time';
import { useCasinoLocale } from '../../theme/i18n';
import { dateTime } from './DateTime.css';

export type DateTimeProps = {
  /** The moment: an ISO 8601 string (as the API sends it), epoch milliseconds or a Date. */
  value: string | number | Date;
  /**
   * BCP 47 locale.
   * @default the `CasinoUIProvider`'s locale ('en-US' outside one)
   */
  locale?: string;
  /**
   * IANA time zone such as `Europe/Malta`.
   * @default undefined (the browser's zone)
   */
  timeZone?: string;
  /**
   * Text shown when `value` is not a valid date.
   * @default '—'
   */
  invalidText?: string;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * A moment shown as month, day, year and 24-hour time with seconds (docs/product.md#formats), e.g. `Nov 22, 2026, 14:05:09`, in a
 * `<time>` element whose `dateTime` is the ISO instant.
 */
export function DateTime({
  value,
  locale: localeProp,
  timeZone,
  invalidText = INVALID_DATE_TEXT,
  className,
}: DateTimeProps) {
  const contextLocale = useCasinoLocale();
  const locale = localeProp ?? contextLocale;
  const date = toValidDate(value);
  if (!date) return <span className={clsx(dateTime, className)}>{invalidText}</span>;
  return (
    <time dateTime={date.toISOString()} className={clsx(dateTime, className)}>
      {formatDateTime(date, locale, timeZone)}
    </time>
  );
}
