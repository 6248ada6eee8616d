import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { error as errorClass, hint as hintClass } from './field.css';
import { type FieldMessageProps, hasErrorMessage } from './use-field-description';

export type FieldMessagesProps = FieldMessageProps & {
  /** Props of the hint paragraph: its `id` at least (from `useFieldDescription` or react-aria's `descriptionProps`). */
  hintProps: HTMLAttributes<HTMLParagraphElement>;
  /** Props of the error paragraph: its `id` at least (or react-aria's `errorMessageProps`). */
  errorProps: HTMLAttributes<HTMLParagraphElement>;
  /** Extra class for both paragraphs (a checkbox indents them under its label text). */
  className?: string;
};

/** The hint and error paragraphs under a field. */
export function FieldMessages({ hint, errorMessage, hintProps, errorProps, className }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p {...hintProps} className={clsx(hintClass, className)}>
          {hint}
        </p>
      ) : null}
      {hasErrorMessage(errorMessage) ? (
        // role="alert": errors appear after the visitor has left the field (on blur or submit), so they must be
        // announced, not only linked with aria-describedby.
        <p {...errorProps} role="alert" className={clsx(errorClass, className)}>
          {errorMessage}
        </p>
      ) : null}
    </>
  );
}
