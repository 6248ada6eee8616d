import { type ReactNode, useId } from 'react';

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

/** Whether an error message is there to show (`false`, `''` and nullish are "no error"). */
export const hasErrorMessage = (errorMessage: ReactNode): boolean =>
  errorMessage != null && errorMessage !== false && errorMessage !== '';

/**
 * Ids and ARIA wiring of a field's label, hint and error for the fields that wire them themselves (the ones built on
 * react-aria get the same from its hooks): `hintProps` and `errorProps` go to `FieldMessages` or `FieldFrame`.
 */
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
  const hasError = hasErrorMessage(errorMessage);
  const invalid = hasError || isInvalid || ariaInvalid === true || ariaInvalid === 'true';
  const describedBy = [describedByProp, hint ? hintId : null, hasError ? errorId : null, ...extraDescriptions]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    invalid,
    describedBy: describedBy || undefined,
    hintProps: { id: hintId },
    errorProps: { id: errorId },
  };
}
