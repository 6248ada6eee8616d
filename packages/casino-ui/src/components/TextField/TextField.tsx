import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldControl, FieldFrame, type FieldMessageProps, fieldInput, useFieldDescription } from '../../private/field';
import { useCasinoMessages } from '../../theme/i18n';
import { SpinnerGlyph } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  adornment,
  endAdornment as endAdornmentClass,
  startAdornment as startAdornmentClass,
  status as statusClass,
  type textFieldStatuses,
} from './TextField.css';

export type TextFieldStatus = (typeof textFieldStatuses)[number];

/** Screen-reader text for each status indicator. */
export type TextFieldStatusLabels = Record<Exclude<TextFieldStatus, 'idle'>, string>;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  FieldMessageProps & {
    /** Visible label. Required: a placeholder is not a label. */
    label: ReactNode;
    /**
     * Validation state shown at the end of the field: a spinner while an async check runs (username or email taken),
     * a check mark when valid, a cross when invalid.
     * @default 'idle'
     */
    status?: TextFieldStatus;
    /**
     * Screen-reader text of the status indicator, for translation.
     * @default { validating: 'Checking', valid: 'Valid', invalid: 'Invalid' }
     */
    statusLabels?: TextFieldStatusLabels;
    /**
     * Content before the input, such as a currency symbol or an icon.
     * @default undefined
     */
    startAdornment?: ReactNode;
    /**
     * Content after the input, such as a unit or a button.
     * @default undefined
     */
    endAdornment?: ReactNode;
    /**
     * Extra class names for the wrapper (the input takes all other props).
     * @default undefined
     */
    className?: string;
  };

/**
 * A labelled text input. Every input prop (name, type, autoComplete, inputMode, value, onChange, onBlur) and the
 * ref go to the `<input>`, so `{...register('email')}` from react-hook-form works as is.
 */
export const TextField = /* @__PURE__ */ forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const m = useCasinoMessages().textField;
  const {
    label,
    hint,
    errorMessage,
    status = 'idle',
    statusLabels = m,
    startAdornment,
    endAdornment,
    className,
    id: idProp,
    disabled,
    type = 'text',
    'aria-describedby': describedByProp,
    'aria-invalid': invalidProp,
    ...inputProps
  } = props;
  const generatedId = useId();
  const statusId = `${idProp ?? generatedId}-status`;
  const field = useFieldDescription({
    id: idProp ?? generatedId,
    hint,
    errorMessage,
    describedBy: describedByProp,
    ariaInvalid: invalidProp,
    isInvalid: status === 'invalid',
    extraDescriptions: [status !== 'idle' ? statusId : null],
  });
  const { id, invalid, describedBy, hintProps, errorProps } = field;

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
      <FieldControl isInvalid={invalid} isDisabled={disabled} isTextInput>
        {startAdornment ? <span className={clsx(adornment, startAdornmentClass)}>{startAdornment}</span> : null}
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type={type}
          disabled={disabled}
          className={fieldInput}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {/* Always rendered: a live region must exist before its text changes for the change to be announced. */}
        <span id={statusId} role="status" className={statusClass} data-status={status}>
          <StatusIndicator status={status} labels={statusLabels} />
        </span>
        {endAdornment ? <span className={clsx(adornment, endAdornmentClass)}>{endAdornment}</span> : null}
      </FieldControl>
    </FieldFrame>
  );
});

function StatusIndicator({ status, labels }: { status: TextFieldStatus; labels: TextFieldStatusLabels }) {
  if (status === 'idle') return null;
  const icon =
    status === 'validating' ? (
      <SpinnerGlyph size="sm" />
    ) : status === 'valid' ? (
      <CircleCheck size={18} aria-hidden="true" />
    ) : (
      <CircleX size={18} aria-hidden="true" />
    );
  return (
    <>
      {icon}
      <VisuallyHidden>{labels[status]}</VisuallyHidden>
    </>
  );
}
