/**
 * The codes of two-step sign-in without a schema: what the web app's login step needs to tell a code from a recovery
 * code, from the zod-free `./routes` entry.
 */

/** Digits of an authenticator app's code (RFC 6238 as every app shows it). */
export const TOTP_DIGITS = 6;
/** How many recovery codes a player gets when two-step sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Letters and digits of a recovery code, without the ones read as another (0/o, 1/l/i): a player types it from paper.
 * Ten of them carry about 50 bits.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

export type SecondFactorCode = { kind: 'totp'; value: string } | { kind: 'recovery'; value: string };

/**
 * What a player typed or pasted as their second factor: six digits, or a recovery code in any case, with or without
 * its hyphen and spaces. Undefined for anything else.
 */
export function parseSecondFactorCode(raw: string): SecondFactorCode | undefined {
  // Built here rather than at load: a module-level `new RegExp` is a side effect that keeps this file in every bundle
  // that imports the routes entry, used or not.
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', value: compact };
  if (new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(compact))
    return { kind: 'recovery', value: compact };
  return undefined;
}

/** A recovery code as shown to the player: two groups of five, easier to copy by hand. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
