import { clsx } from 'clsx';
import { DEFAULT_CURRENCY, formatMoney, toMajorUnits } from '../../format/money';
import { useCasinoLocale } from '../../theme/i18n';
import { type MoneyVariants, money } from './Money.css';

export type MoneyProps = {
  /** The amount in integer minor units (cents for USD), as the API sends it. */
  minorUnits: number;
  /**
   * ISO 4217 code; a code Intl does not know (such as `USDT`) is shown after the number.
   * @default 'USD'
   */
  currency?: string;
  /**
   * BCP 47 locale for separators and symbol placement.
   * @default the `CasinoUIProvider`'s locale ('en-US' outside one)
   */
  locale?: string;
  /**
   * Colour: `positive` for wins and deposits, `negative` for losses, `muted` for secondary amounts. Colour is never
   * the only signal: the sign is part of the text.
   * @default 'inherit'
   */
  tone?: MoneyVariants['tone'];
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * An amount of money formatted per docs/product.md#formats (2 decimals, USD, en-US), e.g. `$1,234.50`. Renders `<data>` whose
 * `value` holds the machine-readable amount in major units.
 */
export function Money({
  minorUnits,
  currency = DEFAULT_CURRENCY,
  locale: localeProp,
  tone = 'inherit',
  className,
}: MoneyProps) {
  const contextLocale = useCasinoLocale();
  const locale = localeProp ?? contextLocale;
  const text = formatMoney(minorUnits, currency, locale);
  const classes = clsx(money({ tone }), className);
  if (!Number.isFinite(minorUnits)) return <span className={classes}>{text}</span>;
  return (
    <data
      value={String(toMajorUnits(minorUnits, currency))}
      data-currency={currency.trim().toUpperCase()}
      className={classes}
    >
      {text}
    </data>
  );
}
