import { forwardRef, type ReactNode, useMemo, useState } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { Select, type SelectProps } from '../Select';

/** A promotion the player can choose, as the promotions list gives it. */
export type PromotionOption = {
  /** Identifier sent to the API (docs/product.md#entities: Promotion alias). */
  alias: string;
  /** Visible name. */
  title: string;
  /**
   * Short terms shown under the field while this promotion is chosen.
   * @default undefined
   */
  description?: string;
};

export type PromotionSelectProps = Omit<
  SelectProps,
  'options' | 'placeholder' | 'value' | 'defaultValue' | 'onChange' | 'label' | 'multiple'
> & {
  /** The promotions to choose from, in display order. */
  promotions: readonly PromotionOption[];
  /**
   * Chosen alias, or `null` for no promotion. Leave undefined to let the field keep its own value.
   * @default undefined
   */
  value?: string | null;
  /**
   * Starting alias when `value` is not given.
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the chosen alias, or `null` when the visitor picks "No promotion". Fits react-hook-form's
   * `Controller` (`onChange={field.onChange}`).
   * @default undefined
   */
  onChange?: (alias: string | null) => void;
  /**
   * Visible label.
   * @default 'Promotion'
   */
  label?: ReactNode;
  /**
   * Text of the first item, which means "no promotion" (docs/product.md#dialogs-and-widgets).
   * @default 'No promotion'
   */
  noPromotionLabel?: string;
};

/**
 * Picks a promotion to apply (docs/product.md#dialogs-and-widgets: promotion select dropdown with a "no promotion" item). The value is an alias
 * or `null`; the chosen promotion's description shows under the field. The ref goes to the `<select>`, so
 * react-hook-form's `Controller` can focus it on an error.
 */
export const PromotionSelect = /* @__PURE__ */ forwardRef<HTMLSelectElement, PromotionSelectProps>(
  function PromotionSelect(
    {
      promotions,
      value,
      defaultValue = null,
      onChange,
      label: labelProp,
      noPromotionLabel: noPromotionLabelProp,
      hint,
      ...rest
    },
    ref,
  ) {
    const m = useCasinoMessages().promotionSelect;
    const label = labelProp ?? m.label;
    const noPromotionLabel = noPromotionLabelProp ?? m.none;
    const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
    const current = value !== undefined ? value : ownValue;
    const options = useMemo(
      () => [
        // '' is the native select's value for "no promotion"; aliases are never empty.
        { value: '', label: noPromotionLabel },
        ...promotions.map((promotion) => ({ value: promotion.alias, label: promotion.title })),
      ],
      [promotions, noPromotionLabel],
    );
    const chosen = promotions.find((promotion) => promotion.alias === current);

    return (
      <Select
        {...rest}
        ref={ref}
        label={label}
        options={options}
        // An alias that is no longer offered (promotion ended) falls back to "no promotion" rather than a blank select.
        value={chosen ? chosen.alias : ''}
        hint={chosen?.description ?? hint}
        onChange={(event) => {
          const alias = event.target.value === '' ? null : event.target.value;
          setOwnValue(alias);
          onChange?.(alias);
        }}
      />
    );
  },
);
