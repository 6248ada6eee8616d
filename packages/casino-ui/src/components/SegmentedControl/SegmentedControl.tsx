import type { ReactNode } from 'react';
import { FieldFrame, useFieldDescription } from '../../private/field';
import { SegmentOption } from '../../private/segment-option';
import { segments } from '../../private/segments.css';

export type SegmentedControlOption<T extends string> = {
  value: T;
  /** The segment's visible text (its accessible name). */
  label: ReactNode;
};

export type SegmentedControlProps<T extends string> = {
  /** Visible label of the group (its accessible name). */
  label: ReactNode;
  /** The segments, in order; two to four short texts fit a phone's width. */
  options: ReadonlyArray<SegmentedControlOption<T>>;
  /**
   * Chosen value when controlled.
   * @default undefined
   */
  value?: T;
  /**
   * Starting choice when uncontrolled.
   * @default undefined
   */
  defaultValue?: T;
  /**
   * Called with the chosen value.
   * @default undefined
   */
  onValueChange?: (value: T) => void;
  /**
   * Text under the group, read with it by screen readers.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Name of the radios in a form.
   * @default a name of its own
   */
  name?: string;
  /**
   * Makes every segment unavailable.
   * @default false
   */
  disabled?: boolean;
  /**
   * Id of the group.
   * @default a generated id
   */
  id?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/**
 * One choice among a few short options, drawn as segments in one box (a setting such as System / Light / Dark).
 * Native radios in a labelled radio group: Tab reaches the chosen segment, arrow keys move the choice.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  name,
  disabled = false,
  id: idProp,
  className,
}: SegmentedControlProps<T>) {
  const { id, describedBy, hintProps, errorProps } = useFieldDescription({
    id: idProp,
    hint,
    describedBy: undefined,
    ariaInvalid: undefined,
  });
  const labelId = `${id}-label`;
  // Without a name the radios would not form one group for the arrow keys.
  const groupName = name ?? `${id}-choice`;
  return (
    <FieldFrame
      label={label}
      labelAs="span"
      labelProps={{ id: labelId }}
      hint={hint}
      hintProps={hintProps}
      errorProps={errorProps}
      className={className}
    >
      <div id={id} role="radiogroup" aria-labelledby={labelId} aria-describedby={describedBy} className={segments}>
        {options.map((option) => (
          <SegmentOption
            key={option.value}
            disabled={disabled}
            inputProps={{
              name: groupName,
              value: option.value,
              disabled,
              onChange: () => onValueChange?.(option.value),
              ...(value !== undefined
                ? { checked: value === option.value }
                : defaultValue !== undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : {}),
            }}
          >
            {option.label}
          </SegmentOption>
        ))}
      </div>
    </FieldFrame>
  );
}
