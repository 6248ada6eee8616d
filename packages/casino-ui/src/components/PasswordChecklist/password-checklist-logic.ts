/** docs/product.md#validation: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** docs/product.md#validation: the only special characters a password may contain, besides letters and digits. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&_*';

/** The checklist's rules, in the order they are shown. docs/product.md#validation lists the first, second, third and last; the checklist adds upper and lower case. */
export const passwordRuleIds = [
  'minLength',
  'letter',
  'number',
  'uppercase',
  'lowercase',
  'allowedCharacters',
] as const;

export type PasswordRuleId = (typeof passwordRuleIds)[number];

export type PasswordCheck = { id: PasswordRuleId; met: boolean };

// Letters are ASCII: the API applies the same character set (docs/product.md#validation), so an accented letter would be refused there.
const ALLOWED = /^[A-Za-z0-9!@#$%^&_*]+$/;

/**
 * Which checklist rules a password meets, in display order. An empty password meets none, not even "only allowed
 * characters": a tick beside an empty field would read as progress the visitor has not made.
 */
export function passwordChecks(password: string): PasswordCheck[] {
  const results: Record<PasswordRuleId, boolean> = {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    letter: /[A-Za-z]/.test(password),
    number: /[0-9]/.test(password),
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    allowedCharacters: ALLOWED.test(password),
  };
  return passwordRuleIds.map((id) => ({ id, met: results[id] }));
}
