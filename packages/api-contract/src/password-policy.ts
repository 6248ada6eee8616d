/**
 * The password policy (docs/product.md#validation) and its one home: the API's schema, the app's forms, their messages
 * and casino-ui's checklist all read it from here, so an operator changes it in one place.
 */
export const PASSWORD_POLICY = {
  /** The fewest characters a password may have. */
  minLength: 8,
  /** The only characters besides ASCII letters and digits a password may contain. */
  specialCharacters: '!@#$%^&_*',
} as const;

export type PasswordPolicy = { readonly minLength: number; readonly specialCharacters: string };

/** At least one ASCII letter: the character set is ASCII, so an accented letter would be refused anyway. */
export const PASSWORD_LETTER = /[A-Za-z]/;
export const PASSWORD_DIGIT = /[0-9]/;

/** Letters, digits and the policy's special characters only (an empty string passes: "required" is its own rule). */
export const passwordAllowedCharacters = (policy: PasswordPolicy): RegExp =>
  new RegExp(`^[A-Za-z0-9${policy.specialCharacters.replace(/[\\\]^-]/g, '\\$&')}]*$`);

export const PASSWORD_ALLOWED_CHARACTERS = passwordAllowedCharacters(PASSWORD_POLICY);
