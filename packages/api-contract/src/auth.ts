import { countryCodeSchema } from './countries';
import { currencyCodeSchema } from './entities/money';
import { PASSWORD_ALLOWED_CHARACTERS, PASSWORD_DIGIT, PASSWORD_LETTER, PASSWORD_POLICY } from './password-policy';
import { languageCodeSchema, profileFieldSchemas } from './profile-fields';
import { boundedString, MAX_LENGTH, plainText, tooLongMessage, urlSafeString } from './text-fields';
import { z } from './zod';

/** `email` carries an email address or a username: either logs in (docs/product.md#calls). */
export const loginBodySchema = z.object({
  email: plainText('Email or username', 'loginIdentifier').check(z.minLength(1, 'Email or username is required')),
  // Not trimmed: spaces would be part of a password; only bounded, the stored hash decides the rest.
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.maxLength(MAX_LENGTH.password, { message: tooLongMessage('Password', MAX_LENGTH.password), abort: true }),
      z.minLength(1, 'Password is required'),
    ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The email rules (docs/product.md#validation); `invalid` is the message of the form that checks it. */
const emailSchema = (invalid: string) =>
  boundedString('Email address', 'email').check(z.minLength(1, 'Email address is required'), z.email(invalid));

export const forgotPasswordBodySchema = z.object({ email: emailSchema('Please enter a valid email address') });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The username rule and its message (docs/product.md#validation). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;
export const usernameSchema = boundedString('Username', 'username').check(
  z.minLength(1, 'Username is required'),
  z.regex(USERNAME_PATTERN, 'Username can only contain letters, numbers, dots, and underscores'),
);

/** The password rules (docs/product.md#validation) with their messages, in the order a player should read them. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.maxLength(MAX_LENGTH.password, { message: tooLongMessage('Password', MAX_LENGTH.password), abort: true }),
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_POLICY.minLength, `Password must be at least ${PASSWORD_POLICY.minLength} characters long`),
    z.regex(PASSWORD_LETTER, 'Password must contain at least one letter'),
    z.regex(PASSWORD_DIGIT, 'Password must contain at least one number'),
    z.regex(
      PASSWORD_ALLOWED_CHARACTERS,
      `Password can only contain letters, numbers, and these special characters: ${PASSWORD_POLICY.specialCharacters}`,
    ),
  );

/** A token of an emailed link (`newToken()` on the server: base64url). */
export const linkTokenSchema = urlSafeString('token', 'token');

/** Completes a recovery started by the emailed link. */
export const resetPasswordBodySchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The sign-up form asks while the player types; the value follows the rules of its kind. */
export const validateCredentialBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), value: emailSchema('Invalid email format') }),
  z.object({ type: z.literal('login'), value: usernameSchema }),
]);
export type ValidateCredentialBody = z.infer<typeof validateCredentialBodySchema>;
export const credentialAvailabilitySchema = z.object({ isAvailable: z.boolean() });

export const accountConfirmBodySchema = z.object({ token: linkTokenSchema });

/** The new password follows the sign-up rules of docs/product.md#validation; the server also checks the current one. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).check(
    z.maxLength(MAX_LENGTH.password, {
      message: tooLongMessage('Current password', MAX_LENGTH.password),
      abort: true,
    }),
    z.minLength(1, 'Current password is required'),
  ),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The profile of a sign-up: the same field rules as the profile edit, every field required. */
export const registerProfileSchema = z.object({ ...profileFieldSchemas, privacy: z.boolean() });

/** Characters of an IPv4 or IPv6 address as the IP look-up reports it. */
const IP_ADDRESS_PATTERN = /^[0-9A-Fa-f:.]+$/;
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, and a port when the site runs on one. */
const DOMAIN_PATTERN = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** The register payload (docs/product.md#sign-up). */
export const registerBodySchema = z.object({
  login: usernameSchema,
  email: emailSchema('Invalid email format'),
  pass: passwordSchema,
  ip: boundedString('ip', 'ip').check(z.regex(IP_ADDRESS_PATTERN, 'ip must be an IP address')),
  userAgent: plainText('userAgent', 'userAgent'),
  domain: boundedString('domain', 'domain').check(z.regex(DOMAIN_PATTERN, 'domain must be a host name')),
  country: countryCodeSchema,
  currency: currencyCodeSchema,
  /** First two letters of the browser language, or the language the visitor chose on the site. */
  lang: languageCodeSchema,
  profile: registerProfileSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
