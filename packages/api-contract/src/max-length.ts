/**
 * The longest value the API reads, one number per kind of string (docs/product.md#validation). Every string of a request is
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
  /**
   * A code of two-step sign-in: six digits, or a recovery code (ten characters); room for the spaces and hyphens a
   * player copies with it.
   */
  secondFactorCode: 32,
} as const;
export type TextKind = keyof typeof MAX_LENGTH;
