import { type CalendarDate, createCalendar, type DateValue, getLocalTimeZone, today } from '@internationalized/date';
import { forwardRef, type ReactNode, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { I18nProvider, useDateField, useDateSegment, useLocale } from 'react-aria';
import { type DateFieldState, type DateSegment, useDateFieldState } from 'react-stately';
import { FieldControl, FieldFrame, hasErrorMessage } from '../../private/field';
import { useCasinoLocale, useCasinoMessages } from '../../theme/i18n';
import { segment as segmentClass, segments } from './DateOfBirthInput.css';
import { calendarDateToIso, isoToCalendarDate } from './date-of-birth-logic';

/** What the ref exposes: enough for react-hook-form's `Controller` to focus the field on an error. */
export type DateOfBirthInputHandle = {
  /** Moves focus to the first segment. */
  focus: () => void;
};

export type DateOfBirthInputProps = {
  /**
   * Visible label.
   * @default 'Date of birth'
   */
  label?: ReactNode;
  /**
   * The date as ISO `YYYY-MM-DD`, or `null` while empty or incomplete, when controlled.
   * @default undefined
   */
  value?: string | null;
  /**
   * Starting date when uncontrolled, ISO `YYYY-MM-DD`.
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the ISO date once every segment is filled, and with `null` when a segment is emptied. Fits
   * react-hook-form's `Controller` (`onChange={field.onChange}`).
   * @default undefined
   */
  onChange?: (value: string | null) => void;
  /**
   * Called when focus leaves the whole field (not when it moves between segments).
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * Locale deciding the order of day, month and year and their separators.
   * @default the `CasinoUIProvider`'s locale ('en-US' outside one)
   */
  locale?: string;
  /**
   * Latest allowed date, ISO. Pass the date 18 years ago to enforce the minimum age (docs/product.md#validation) in the field itself.
   * @default today
   */
  maxValue?: string;
  /**
   * Earliest allowed date, ISO.
   * @default undefined
   */
  minValue?: string;
  /**
   * Shown when the date is outside `minValue`/`maxValue` and no `errorMessage` is given.
   * @default 'Enter a valid date of birth'
   */
  outOfRangeMessage?: string;
  /**
   * Name of the hidden input that carries the ISO date in a native form submission.
   * @default undefined
   */
  name?: string;
  /**
   * docs/product.md#validation: date of birth is required.
   * @default true
   */
  required?: boolean;
  /**
   * Blocks editing and dims the field.
   * @default false
   */
  disabled?: boolean;
  /**
   * Help text under the field, read after the label.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Error text under the field; marks it invalid and is announced (for example "You must be at least 18
   * years old").
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Id of the field group.
   * @default generated
   */
  id?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/**
 * A date of birth typed segment by segment (month, day, year in the locale's order), with react-aria's date field:
 * arrow keys step a segment, typing digits fills it and moves on. No calendar pop-up: a birth date decades ago is
 * quicker typed than paged to. The value is an ISO `YYYY-MM-DD` string or `null`; conversion happens here, at the
 * edge. Use it with react-hook-form's `Controller`.
 */
export const DateOfBirthInput = /* @__PURE__ */ forwardRef<DateOfBirthInputHandle, DateOfBirthInputProps>(
  function DateOfBirthInput({ locale: localeProp, ...props }, ref) {
    const contextLocale = useCasinoLocale();
    const locale = localeProp ?? contextLocale;
    return (
      <I18nProvider locale={locale}>
        <DateOfBirthField {...props} ref={ref} />
      </I18nProvider>
    );
  },
);

/** An ISO date as the field would report it: `''` and malformed text become `null`. */
const normaliseIso = (iso: string | null | undefined) => calendarDateToIso(isoToCalendarDate(iso));

const DateOfBirthField = /* @__PURE__ */ forwardRef<DateOfBirthInputHandle, Omit<DateOfBirthInputProps, 'locale'>>(
  function DateOfBirthField(props, ref) {
    const m = useCasinoMessages().dateOfBirthInput;
    const {
      label = m.label,
      value,
      defaultValue = null,
      onChange,
      onBlur,
      maxValue,
      minValue,
      outOfRangeMessage = m.outOfRange,
      name,
      required = true,
      disabled = false,
      hint,
      errorMessage,
      id,
      className,
    } = props;
    const { locale } = useLocale();
    const hasError = hasErrorMessage(errorMessage);
    // Today in the visitor's own time zone: a birth date cannot be in the future (docs/product.md#validation).
    const max = useMemo<CalendarDate>(() => isoToCalendarDate(maxValue) ?? today(getLocalTimeZone()), [maxValue]);
    const min = useMemo(() => isoToCalendarDate(minValue) ?? undefined, [minValue]);

    // react-stately keeps the last complete date while a segment is cleared, and a controlled `null` would wipe the
    // segments typed so far. So the field owns the date it edits, and reports what is shown: the ISO date when every
    // segment is filled, `null` otherwise. A new `value` from outside (a form reset) replaces the date.
    const [date, setDate] = useState<DateValue | null>(() =>
      isoToCalendarDate(value !== undefined ? value : defaultValue),
    );
    const reportedRef = useRef<string | null>(normaliseIso(value !== undefined ? value : defaultValue));
    useEffect(() => {
      if (value === undefined || normaliseIso(value) === reportedRef.current) return;
      reportedRef.current = normaliseIso(value);
      setDate(isoToCalendarDate(value));
    }, [value]);
    const state = useDateFieldState({
      value: date,
      onChange: setDate,
      maxValue: max,
      minValue: min,
      granularity: 'day',
      locale,
      createCalendar,
      isRequired: required,
      isDisabled: disabled,
      isInvalid: hasError || undefined,
      // The form decides when to show errors (react-hook-form); the field only reports range problems.
      validationBehavior: 'aria',
    });
    const complete = state.segments.every((segment) => !segment.isEditable || !segment.isPlaceholder);
    const shown = complete ? calendarDateToIso(state.value) : null;
    useEffect(() => {
      if (shown === reportedRef.current) return;
      reportedRef.current = shown;
      onChange?.(shown);
    }, [shown, onChange]);
    const fieldRef = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const rangeInvalid = state.displayValidation.isInvalid;
    const shownError = hasError ? errorMessage : rangeInvalid ? outOfRangeMessage : null;
    const { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps } = useDateField(
      {
        label,
        description: hint,
        errorMessage: shownError,
        isInvalid: hasError || rangeInvalid,
        isRequired: required,
        isDisabled: disabled,
        name,
        id,
        inputRef,
        onBlur: () => onBlur?.(),
      },
      state,
      fieldRef,
    );

    useImperativeHandle(ref, () => ({
      focus: () => fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
    }));

    const invalid = hasError || rangeInvalid;

    return (
      <FieldFrame
        label={label}
        labelAs="span"
        labelProps={labelProps}
        hint={hint}
        errorMessage={shownError}
        hintProps={descriptionProps}
        errorProps={errorMessageProps}
        className={className}
      >
        <FieldControl {...fieldProps} ref={fieldRef} isInvalid={invalid} isDisabled={disabled}>
          <div className={segments}>
            {state.segments.map((segment, index) => (
              // Segments have no id; their order is fixed for a locale, so the index is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Segment key={index} segment={segment} state={state} />
            ))}
          </div>
          <input {...inputProps} ref={inputRef} value={shown ?? ''} />
        </FieldControl>
      </FieldFrame>
    );
  },
);

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={segmentClass}
      data-type={segment.type}
      data-placeholder={segment.isPlaceholder || undefined}
    >
      {segment.text}
    </div>
  );
}
