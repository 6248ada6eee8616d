import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { error as errorClass, hint as hintClass } from './TextField.css';

/** The hint and error props every labelled field shares. */
export type FieldMessageProps = {
  /**
   * Help text under the field, read after the label.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Error text under the field. When set, the field is marked invalid and the text is announced.
   * @default undefined
   */
  errorMessage?: ReactNode;
};

type FieldDescriptionInput = FieldMessageProps & {
  id: string | undefined;
  /** The caller's own `aria-describedby`, kept first. */
  describedBy: string | undefined;
  /** The caller's own `aria-invalid`. */
  ariaInvalid: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  /** More ids to describe the field with (a status indicator), or null. */
  extraDescriptions?: readonly (string | null)[];
  /** Another reason the field is invalid (a failed status). */
  isInvalid?: boolean;
};

/** Ids and ARIA wiring of a field's label, hint and error, the same for every field of the library. */
export function useFieldDescription({
  id: idProp,
  hint,
  errorMessage,
  describedBy: describedByProp,
  ariaInvalid,
  extraDescriptions = [],
  isInvalid = false,
}: FieldDescriptionInput) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const invalid = hasError || isInvalid || ariaInvalid === true || ariaInvalid === 'true';
  const describedBy = [describedByProp, hint ? hintId : null, hasError ? errorId : null, ...extraDescriptions]
    .filter(Boolean)
    .join(' ');
  return { id, hintId, errorId, hasError, invalid, describedBy: describedBy || undefined };
}

type FieldMessagesProps = FieldMessageProps & {
  hintId: string;
  errorId: string;
  hasError: boolean;
  /** Extra class for both paragraphs (a checkbox indents them under its label text). */
  className?: string;
};

/** The hint and error paragraphs under a field. */
export function FieldMessages({ hint, errorMessage, hintId, errorId, hasError, className }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={clsx(hintClass, className)}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        // role="alert": errors appear after the visitor has left the field (on blur or submit), so they must be
        // announced, not only linked with aria-describedby.
        <p id={errorId} role="alert" className={clsx(errorClass, className)}>
          {errorMessage}
        </p>
      ) : null}
    </>
  );
}
