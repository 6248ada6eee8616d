import { type ChangeEvent, forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, type FieldMessageProps, useFieldDescription } from '../../private/field';
import { SegmentOption } from '../../private/segment-option';
import { segments } from '../../private/segments.css';
import { useCasinoMessages } from '../../theme/i18n';

/** docs/product.md#sign-up: the sign-up form's gender is `m` or `f`. */
export const genderValues = ['m', 'f'] as const;

export type Gender = (typeof genderValues)[number];

type NativeRadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'children' | 'size'
>;

export type GenderSwitchProps = NativeRadioProps &
  FieldMessageProps & {
    /**
     * Visible label of the group.
     * @default 'Gender'
     */
    label?: ReactNode;
    /**
     * Text of the `m` segment.
     * @default 'Male'
     */
    maleLabel?: ReactNode;
    /**
     * Text of the `f` segment.
     * @default 'Female'
     */
    femaleLabel?: ReactNode;
    /**
     * Chosen gender when controlled (react-hook-form's `Controller`); `null` for none. Leave undefined with `register`.
     * @default undefined
     */
    value?: Gender | null;
    /**
     * Starting choice when uncontrolled.
     * @default undefined
     */
    defaultValue?: Gender;
    /**
     * Called with the chosen value, beside the native `onChange` event.
     * @default undefined
     */
    onValueChange?: (value: Gender) => void;
    /**
     * docs/product.md#validation: gender is required. Sets `aria-required` on the group and `required` on the radios (give the form
     * `noValidate` to show your own messages instead of the browser's).
     * @default true
     */
    required?: boolean;
    /**
     * Extra class names for the wrapper.
     * @default undefined
     */
    className?: string;
  };

/**
 * Male/Female choice drawn as a two-segment switch (sign-up, docs/product.md#dialogs-and-widgets). Two native radios in a radio group: arrow keys
 * move between them, and every input prop (name, onChange, onBlur) plus the ref go to both radios, which is how
 * react-hook-form's `register` handles radio groups. For `Controller`, pass `value` and `onValueChange`.
 */
export const GenderSwitch = /* @__PURE__ */ forwardRef<HTMLInputElement, GenderSwitchProps>(
  function GenderSwitch(props, ref) {
    const m = useCasinoMessages().genderSwitch;
    const {
      label = m.label,
      maleLabel = m.male,
      femaleLabel = m.female,
      value,
      defaultValue,
      onValueChange,
      onChange,
      required = true,
      hint,
      errorMessage,
      className,
      id: idProp,
      name,
      disabled,
      'aria-describedby': describedByProp,
      'aria-invalid': invalidProp,
      ...inputProps
    } = props;
    const field = useFieldDescription({
      id: idProp,
      hint,
      errorMessage,
      describedBy: describedByProp,
      ariaInvalid: invalidProp,
    });
    const { id, invalid, describedBy, hintProps, errorProps } = field;
    const labelId = `${id}-label`;
    // Without a name the two radios would not form one group for the arrow keys.
    const groupName = name ?? `${id}-gender`;

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event);
      onValueChange?.(event.target.value as Gender);
    };

    const optionProps = (optionValue: Gender) => ({
      ...inputProps,
      name: groupName,
      value: optionValue,
      disabled,
      required,
      onChange: handleChange,
      ...(value !== undefined
        ? { checked: value === optionValue }
        : defaultValue !== undefined
          ? { defaultChecked: defaultValue === optionValue }
          : {}),
    });

    return (
      <FieldFrame
        label={label}
        labelAs="span"
        labelProps={{ id: labelId }}
        hint={hint}
        errorMessage={errorMessage}
        hintProps={hintProps}
        errorProps={errorProps}
        className={className}
      >
        <div
          id={id}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          className={segments}
        >
          <SegmentOption inputRef={ref} inputProps={optionProps('m')} disabled={disabled}>
            {maleLabel}
          </SegmentOption>
          <SegmentOption inputRef={ref} inputProps={optionProps('f')} disabled={disabled}>
            {femaleLabel}
          </SegmentOption>
        </div>
      </FieldFrame>
    );
  },
);
