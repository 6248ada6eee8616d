import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldControl, FieldFrame, type FieldMessageProps, useFieldDescription } from '../../private/field';
import { chevron, control, option as optionClass, select } from './Select.css';

/** One choice of a `Select`. */
export type SelectOption = {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /**
   * Shown but not choosable.
   * @default false
   */
  disabled?: boolean;
  /**
   * Language of the label when it differs from the page's, such as "Deutsch" in a language picker (WCAG 3.1.2).
   * @default undefined (the page's language)
   */
  lang?: string;
};

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple' | 'children'> &
  FieldMessageProps & {
    /** Visible label. */
    label: ReactNode;
    /** The choices, in display order. */
    options: readonly SelectOption[];
    /**
     * Text of a first, empty choice (value `''`), such as "Choose a currency". It cannot be chosen back once the
     * field is `required`.
     * @default undefined
     */
    placeholder?: string;
    /**
     * Extra class names for the wrapper (the select takes all other props).
     * @default undefined
     */
    className?: string;
  };

/**
 * A labelled native `<select>` drawn like `TextField`, for short lists (currency, game provider): the phone's own
 * picker is the easiest to use. Every select prop and the ref go to the `<select>`, so `{...register('currency')}`
 * from react-hook-form works as is. For long lists (countries, cities) use `ComboBox`.
 */
export const Select = /* @__PURE__ */ forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const {
    label,
    options,
    placeholder,
    hint,
    errorMessage,
    className,
    id: idProp,
    disabled,
    required,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedByProp,
    'aria-invalid': invalidProp,
    ...selectProps
  } = props;
  const field = useFieldDescription({
    id: idProp,
    hint,
    errorMessage,
    describedBy: describedByProp,
    ariaInvalid: invalidProp,
  });
  const { id, invalid, describedBy, hintProps, errorProps } = field;
  const isControlled = value !== undefined;
  // Without a value or default, a select with a placeholder must start on it, not on the first real option.
  const initialValue = defaultValue ?? (placeholder !== undefined ? '' : undefined);
  const placeholderShown = placeholder !== undefined && (isControlled ? value === '' : initialValue === '');

  return (
    <FieldFrame
      label={label}
      labelProps={{ htmlFor: id }}
      hint={hint}
      errorMessage={errorMessage}
      hintProps={hintProps}
      errorProps={errorProps}
      className={className}
    >
      <FieldControl isInvalid={invalid} isDisabled={disabled} className={control}>
        <select
          {...selectProps}
          ref={ref}
          id={id}
          className={select}
          disabled={disabled}
          required={required}
          value={value}
          defaultValue={isControlled ? undefined : initialValue}
          onChange={(event) => {
            // Uncontrolled fields (react-hook-form `register`) still need the placeholder look to follow the value.
            if (!isControlled)
              event.currentTarget.toggleAttribute(
                'data-placeholder-shown',
                event.currentTarget.value === '' && placeholder !== undefined,
              );
            onChange?.(event);
          }}
          data-placeholder-shown={placeholderShown || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required} className={optionClass}>
              {placeholder}
            </option>
          ) : null}
          {options.map((item) => (
            <option
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              lang={item.lang}
              className={optionClass}
            >
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDown className={chevron} size={18} aria-hidden="true" />
      </FieldControl>
    </FieldFrame>
  );
});
