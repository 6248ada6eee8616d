/**
 * What the checklist needs of the product's password policy. The product owns the numbers (this project's API
 * contract, `PASSWORD_POLICY`); the checklist only shows them.
 */
export type PasswordChecklistPolicy = {
  /** The fewest characters a password may have. */
  readonly minLength: number;
  /** The only characters besides ASCII letters and digits a password may contain. */
  readonly specialCharacters: string;
};

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

// Letters are ASCII: the API applies the same character set (docs/product.md#validation), so an accented letter would
// be refused there. The special characters are read literally, even those a character class treats as syntax.
const allowedCharacters = ({ specialCharacters }: PasswordChecklistPolicy) =>
  new RegExp(`^[A-Za-z0-9${specialCharacters.replace(/[\\\]^-]/g, '\\$&')}]+$`);

/**
 * Which checklist rules a password meets, in display order. An empty password meets none, not even "only allowed
 * characters": a tick beside an empty field would read as progress the visitor has not made.
 */
export function passwordChecks(password: string, policy: PasswordChecklistPolicy): PasswordCheck[] {
  const results: Record<PasswordRuleId, boolean> = {
    minLength: password.length >= policy.minLength,
    letter: /[A-Za-z]/.test(password),
    number: /[0-9]/.test(password),
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    allowedCharacters: allowedCharacters(policy).test(password),
  };
  return passwordRuleIds.map((id) => ({ id, met: results[id] }));
}
