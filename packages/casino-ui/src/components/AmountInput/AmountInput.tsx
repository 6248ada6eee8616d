import { clsx } from 'clsx';
import { type ChangeEvent, forwardRef, type ReactNode, useMemo, useState } from 'react';
import { useObjectRef } from 'react-aria';
import { DEFAULT_CURRENCY } from '../../format/money';
import { useCasinoLocale, useCasinoMessages } from '../../theme/i18n';
import { formatMessage } from '../../theme/messages';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import { quickAmount, quickAmounts as quickAmountsClass, root, symbol } from './AmountInput.css';
import { currencySymbol, DEFAULT_QUICK_AMOUNTS, minorUnitDigits, parseAmountToMinorUnits } from './amount-input-logic';

export type AmountInputProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'startAdornment' | 'value' | 'defaultValue' | 'min' | 'max' | 'label'
> & {
  /**
   * Visible label.
   * @default 'Amount'
   */
  label?: ReactNode;
  /**
   * The typed amount in major units, as text (`'25.50'`), when controlled. Read it with `parseAmountToMinorUnits`.
   * @default undefined
   */
  value?: string;
  /**
   * Starting text when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new text on typing and on a quick amount, beside the native `onChange` event. Fits
   * react-hook-form's `Controller` (`onValueChange={field.onChange}`).
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * ISO 4217 code; its symbol is shown before the amount and its minor unit limits the decimals.
   * @default 'USD'
   */
  currency?: string;
  /**
   * Locale for the symbol and the quick-amount buttons (docs/product.md#formats: en-US).
   * @default the `CasinoUIProvider`'s locale ('en-US' outside one)
   */
  locale?: string;
  /**
   * Smallest allowed amount, in major units.
   * @default undefined
   */
  min?: number;
  /**
   * Largest allowed amount, in major units.
   * @default undefined
   */
  max?: number;
  /**
   * Shown when the amount is under `min` once the visitor leaves the field or picks a quick amount.
   * @default 'Minimum amount is {min formatted}', e.g. 'Minimum amount is $10'
   */
  minMessage?: string;
  /**
   * Shown when the amount is over `max`, like `minMessage`.
   * @default 'Maximum amount is {max formatted}'
   */
  maxMessage?: string;
  /**
   * Shown when the text is not an amount (letters, a negative number, more than two decimals).
   * @default 'Enter a valid amount'
   */
  invalidMessage?: string;
  /**
   * Buttons that fill in an amount, in major units (docs/product.md#entities). An empty list hides them.
   * @default [20, 50, 100, 500, 1000]
   */
  quickAmounts?: readonly number[];
  /**
   * Accessible name of the group of quick-amount buttons.
   * @default 'Quick amounts'
   */
  quickAmountsLabel?: string;
};

function formatWhole(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

// Writing through the native setter and firing `input` makes React run `onChange` as if the visitor had typed, so a
// quick amount reaches react-hook-form's `register` (uncontrolled) and a controlled parent alike.
function typeIntoInput(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A money amount field for deposits and withdrawals: decimal keypad on phones, the currency symbol before the amount,
 * min and max messages, and quick-amount buttons (docs/product.md#entities: 20, 50, 100, 500, 1000). The value stays text in major
 * units; convert it with `parseAmountToMinorUnits` before it leaves the form (money is minor units past the edge).
 * Input props and the ref reach the `<input>`, so react-hook-form's `register` works; so does `Controller` with
 * `value` and `onValueChange`.
 */
export const AmountInput = /* @__PURE__ */ forwardRef<HTMLInputElement, AmountInputProps>(
  function AmountInput(props, forwardedRef) {
    const m = useCasinoMessages().amountInput;
    const contextLocale = useCasinoLocale();
    const {
      label = m.label,
      value,
      defaultValue = '',
      onValueChange,
      onChange,
      onBlur,
      currency = DEFAULT_CURRENCY,
      locale = contextLocale,
      min,
      max,
      minMessage,
      maxMessage,
      invalidMessage = m.invalid,
      quickAmounts = DEFAULT_QUICK_AMOUNTS,
      quickAmountsLabel = m.quickAmounts,
      errorMessage,
      className,
      disabled,
      ...inputProps
    } = props;
    const ref = useObjectRef(forwardedRef);
    const [ownText, setOwnText] = useState(defaultValue);
    // Range and format messages wait until the visitor leaves the field: "1" on the way to "100" is not an error.
    const [touched, setTouched] = useState(false);
    const text = value !== undefined ? value : ownText;
    const digits = minorUnitDigits(currency);
    const parsed = useMemo(() => parseAmountToMinorUnits(text, currency), [text, currency]);

    let ownError: string | undefined;
    if (touched && !parsed.ok && parsed.error !== 'empty') ownError = invalidMessage;
    else if (touched && parsed.ok && min !== undefined && parsed.minorUnits < Math.round(min * 10 ** digits))
      ownError = minMessage ?? formatMessage(m.min, { amount: formatWhole(min, currency, locale) });
    else if (touched && parsed.ok && max !== undefined && parsed.minorUnits > Math.round(max * 10 ** digits))
      ownError = maxMessage ?? formatMessage(m.max, { amount: formatWhole(max, currency, locale) });

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      setOwnText(event.target.value);
      onChange?.(event);
      onValueChange?.(event.target.value);
    };

    return (
      <div className={clsx(root, className)}>
        <TextField
          {...inputProps}
          ref={ref}
          label={label}
          type="text"
          // `decimal` shows a number pad with a separator on phones; `type="number"` would accept "1e3" and drop
          // what it cannot parse.
          inputMode="decimal"
          autoComplete={inputProps.autoComplete ?? 'off'}
          disabled={disabled}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={handleChange}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
          startAdornment={<span className={symbol}>{currencySymbol(currency, locale)}</span>}
          errorMessage={errorMessage ?? ownError}
        />
        {quickAmounts.length > 0 ? (
          <fieldset aria-label={quickAmountsLabel} className={quickAmountsClass}>
            {quickAmounts.map((amount) => (
              <Button
                key={amount}
                variant="secondary"
                size="sm"
                className={quickAmount}
                isDisabled={disabled}
                aria-pressed={parsed.ok && parsed.minorUnits === Math.round(amount * 10 ** digits)}
                onPress={() => {
                  if (!ref.current) return;
                  setTouched(true);
                  typeIntoInput(ref.current, String(amount));
                }}
              >
                {formatWhole(amount, currency, locale)}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </div>
    );
  },
);
