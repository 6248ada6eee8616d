/** Digits of a one-time code as authenticator apps show them (RFC 6238). */
export const DEFAULT_CODE_LENGTH = 6;

/**
 * What a typed, pasted or autofilled value leaves as a code: its digits only (full-width digits read as digits, and
 * the spaces, hyphens and text a mail or an app puts around a code are dropped), at most `length` of them.
 */
export function sanitizeOneTimeCode(raw: string, length: number = DEFAULT_CODE_LENGTH): string {
  return raw.normalize('NFKC').replace(/\D/g, '').slice(0, length);
}

export type CodeSlot = {
  /** The digit in this box, or '' while empty. */
  char: string;
  /** The box the next digit goes to (the last one once the code is whole), shown while the field has focus. */
  isActive: boolean;
};

/** The boxes the field draws for `value`; the single input underneath holds the value itself. */
export function codeSlots(value: string, length: number, focused: boolean): CodeSlot[] {
  const active = Math.min(value.length, length - 1);
  return Array.from({ length }, (_, index) => ({
    char: value[index] ?? '',
    isActive: focused && index === active,
  }));
}
