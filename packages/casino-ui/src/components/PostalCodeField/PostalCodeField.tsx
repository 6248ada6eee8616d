import { clsx } from 'clsx';
import { CircleCheck, Info } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { SpinnerGlyph } from '../Spinner';
import { TextField, type TextFieldProps } from '../TextField';
import { icon, indicator, type postalCodeLookupStatuses, root } from './PostalCodeField.css';

export type PostalCodeLookupStatus = (typeof postalCodeLookupStatuses)[number];

/** Text of each look-up state, for translation. */
export type PostalCodeLookupLabels = Record<Exclude<PostalCodeLookupStatus, 'idle'>, string>;

export type PostalCodeFieldProps = Omit<TextFieldProps, 'label'> & {
  /**
   * Visible label.
   * @default 'Postal code'
   */
  label?: TextFieldProps['label'];
  /**
   * State of the address look-up by postal code (the sign-up's auto-fill indicator, docs/product.md#sign-up; `POST /postal-code`, docs/product.md#calls):
   * `looking-up` while the request runs, `filled` when it filled state and city, `not-supported` when the service
   * answered 400 for the country. `idle` shows nothing.
   * @default 'idle'
   */
  lookupStatus?: PostalCodeLookupStatus;
  /**
   * Text of each look-up state; missing keys keep the English default.
   * @default { 'looking-up': 'Looking up address...', filled: 'Address filled in', 'not-supported': 'Automatic look-up not available for this country' }
   */
  lookupLabels?: Partial<PostalCodeLookupLabels>;
};

/**
 * A postal code `TextField` with the sign-up's auto-fill indicator under it, announced politely as the look-up
 * progresses. Input props and the ref reach the `<input>`, so react-hook-form's `register` works as is.
 */
export const PostalCodeField = /* @__PURE__ */ forwardRef<HTMLInputElement, PostalCodeFieldProps>(
  function PostalCodeField(
    {
      label: labelProp,
      lookupStatus = 'idle',
      lookupLabels,
      autoComplete = 'postal-code',
      className,
      'aria-describedby': describedByProp,
      ...rest
    },
    ref,
  ) {
    const m = useCasinoMessages().postalCodeField;
    const label = labelProp ?? m.label;
    const indicatorId = useId();
    const labels = {
      'looking-up': m.lookingUp,
      filled: m.filled,
      'not-supported': m.notSupported,
      ...lookupLabels,
    } satisfies PostalCodeLookupLabels;
    const describedBy = [describedByProp, lookupStatus !== 'idle' ? indicatorId : null].filter(Boolean).join(' ');
    return (
      <div className={clsx(root, className)}>
        <TextField
          {...rest}
          ref={ref}
          label={label}
          autoComplete={autoComplete}
          aria-describedby={describedBy || undefined}
        />
        <p id={indicatorId} role="status" className={indicator} data-lookup-status={lookupStatus}>
          {lookupStatus === 'idle' ? null : (
            <>
              {lookupStatus === 'looking-up' ? (
                <SpinnerGlyph size="sm" className={icon} />
              ) : lookupStatus === 'filled' ? (
                <CircleCheck className={icon} size={16} aria-hidden="true" />
              ) : (
                <Info className={icon} size={16} aria-hidden="true" />
              )}
              <span>{labels[lookupStatus]}</span>
            </>
          )}
        </p>
      </div>
    );
  },
);
