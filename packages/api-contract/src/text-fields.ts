import { MAX_LENGTH, type TextKind } from './max-length';
import { z } from './zod';

export { MAX_LENGTH, type TextKind } from './max-length';

/** C0 and C1 controls (NUL, tab, line breaks, escape) and UTF-16 surrogates that are not half of a pair. */
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u;
/** Angle brackets: no name, address, place or browser string holds them; markup does. */
const MARKUP = /[<>]/;

/** Well-formed Unicode text with no control character and no markup: what a person types into a form field. */
export const isPlainText = (value: string): boolean => !CONTROL_OR_LONE_SURROGATE.test(value) && !MARKUP.test(value);

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A trimmed string of at most `MAX_LENGTH[kind]` characters. The length check aborts: zod 4 otherwise runs every
 * later check (regexes, refinements) on a value already known to be too long.
 */
export const boundedString = (label: string, kind: TextKind) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.maxLength(MAX_LENGTH[kind], { message: tooLongMessage(label, MAX_LENGTH[kind]), abort: true }));

/** A bounded string that must also be plain text (`isPlainText`). */
export const plainText = (label: string, kind: TextKind) =>
  boundedString(label, kind).check(
    z.refine(isPlainText, { message: `${label} contains invalid characters`, abort: true }),
  );

/** Opaque values the server made (tokens, ids, aliases, keys): URL-safe characters only. */
export const URL_SAFE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A required bounded string of URL-safe characters, such as a token or an alias. */
export const urlSafeString = (label: string, kind: TextKind) =>
  boundedString(label, kind).check(
    z.minLength(1, `${label} is required`),
    z.regex(URL_SAFE_PATTERN, `${label} may hold only letters, digits, - and _`),
  );

/**
 * Every money action carries a key the client makes once per intended action (docs/product.md#money): the server answers a retry
 * with the same key and body with the first answer, and refuses the same key with another body.
 */
export const idempotencyKeySchema = z
  .string()
  .check(
    z.maxLength(MAX_LENGTH.idempotencyKey, { message: 'idempotencyKey must be 16 to 100 characters', abort: true }),
    z.minLength(16, 'idempotencyKey must be 16 to 100 characters'),
    z.regex(URL_SAFE_PATTERN, 'idempotencyKey may hold only letters, digits, - and _'),
  );

/**
 * Fields whose messages name them in other words than their key (the texts of docs/product.md#validation): the API shows such a message as
 * it is, and puts the key before any message that does not name its field.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  login: 'Username',
  pass: 'Password',
  newPassword: 'Password',
  date_birth: 'Date of birth',
  postcode: 'Postal code',
  lang: 'Language',
};
