import { z } from './zod';

/**
 * The longest value the API reads, one number per kind of string (issue 14, item 4). Every string of a request is
 * held to its kind's maximum before any other rule, so no field carries a 60,000-character value into a regular
 * expression, a password hash or an address checksum. The web forms read the same numbers.
 */
export const MAX_LENGTH = {
  /** RFC 5321 caps a path at 256 octets, brackets included: an address has at most 254 characters. */
  email: 254,
  /** Login identifiers are an email or a username, so the longer of the two. */
  loginIdentifier: 254,
  username: 30,
  /** Passwords are hashed: a bound keeps the hash's input small; no password manager makes longer ones. */
  password: 128,
  personName: 50,
  /** A street address line. */
  address: 120,
  /** City and state names. */
  place: 80,
  postcode: 11,
  phoneCode: 5,
  phoneNumber: 14,
  /** A bech32 address has at most 90 characters; a cash address with its `bitcoincash:` prefix stays under this. */
  cryptoAddress: 128,
  /** An XRP destination tag: an unsigned 32-bit integer has at most 10 digits. */
  destinationTag: 10,
  /** Bearer tokens of links, game sessions and card payments (43 to 40 characters today). */
  token: 128,
  idempotencyKey: 100,
  /** Public ids of deposits and withdrawals (`wd_` and 24 hex digits today). */
  publicId: 64,
  /** Game, category, group and promotion aliases. */
  alias: 100,
  /** A game name search term. */
  searchText: 100,
  /** A `/games` filter value: provider names joined by commas. */
  filterValue: 500,
  /** The longest textual IPv6 address (with an embedded IPv4 one). */
  ip: 45,
  userAgent: 512,
  /** RFC 1035: a host name has at most 253 characters. */
  domain: 253,
  /** An ISO 8601 instant with offset and fraction. */
  instant: 40,
} as const;
export type TextKind = keyof typeof MAX_LENGTH;

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
    .trim()
    .max(MAX_LENGTH[kind], { message: tooLongMessage(label, MAX_LENGTH[kind]), abort: true });

/** A bounded string that must also be plain text (`isPlainText`). */
export const plainText = (label: string, kind: TextKind) =>
  boundedString(label, kind).refine(isPlainText, { message: `${label} contains invalid characters`, abort: true });

/** Opaque values the server made (tokens, ids, aliases, keys): URL-safe characters only. */
export const URL_SAFE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A required bounded string of URL-safe characters, such as a token or an alias. */
export const urlSafeString = (label: string, kind: TextKind) =>
  boundedString(label, kind)
    .min(1, `${label} is required`)
    .regex(URL_SAFE_PATTERN, `${label} may hold only letters, digits, - and _`);

/**
 * Every money action carries a key the client makes once per intended action (issue 6): the server answers a retry
 * with the same key and body with the first answer, and refuses the same key with another body.
 */
export const idempotencyKeySchema = z
  .string()
  .max(MAX_LENGTH.idempotencyKey, { message: 'idempotencyKey must be 16 to 100 characters', abort: true })
  .min(16, 'idempotencyKey must be 16 to 100 characters')
  .regex(URL_SAFE_PATTERN, 'idempotencyKey may hold only letters, digits, - and _');

/**
 * Fields whose messages name them in other words than their key (spec §5 texts): the API shows such a message as
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
