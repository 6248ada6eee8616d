import { createContext, useContext, useMemo } from 'react';
import { formatDateTime } from '../format/date-time';
import { DEFAULT_LOCALE, formatMoney } from '../format/money';
import { type TextDirection, textDirection } from '../format/text-direction';
import { type CasinoUIMessages, defaultMessages } from './messages';
import { MessagesContext } from './messages-context';

export { MessagesContext };

export const LocaleContext = /* @__PURE__ */ createContext<string>(DEFAULT_LOCALE);

/** The texts of the nearest `CasinoUIProvider` (English outside one). */
export const useCasinoMessages = (): CasinoUIMessages => useContext(MessagesContext) ?? defaultMessages;

/** The BCP 47 locale of the nearest `CasinoUIProvider` (`en-US` outside one). */
export const useCasinoLocale = (): string => useContext(LocaleContext);

/**
 * The writing direction of the provider's locale. Components read it here rather than from react-aria's
 * `useLocale`, whose server-rendering check makes every user render again, synchronously, right after hydration.
 */
export function useTextDirection(): TextDirection {
  const locale = useCasinoLocale();
  return useMemo(() => textDirection(locale), [locale]);
}

export type LocaleFormatters = {
  locale: string;
  /** `formatMoney` in the provider's locale: integer minor units to text. */
  money: (minorUnits: number, currency?: string) => string;
  /** `formatDateTime` in the provider's locale. */
  dateTime: (value: string | number | Date, timeZone?: string) => string;
  /** A plain number with the locale's separators. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
};

/** Formatters bound to the provider's locale, for amounts and dates inside an app's own sentences. */
export function useLocaleFormat(): LocaleFormatters {
  const locale = useCasinoLocale();
  return useMemo(
    () => ({
      locale,
      money: (minorUnits, currency) => formatMoney(minorUnits, currency, locale),
      dateTime: (value, timeZone) => formatDateTime(value, locale, timeZone),
      number: (value, options) => {
        try {
          return new Intl.NumberFormat(locale, options).format(value);
        } catch {
          return new Intl.NumberFormat(DEFAULT_LOCALE, options).format(value);
        }
      },
    }),
    [locale],
  );
}
