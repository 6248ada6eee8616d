import { MAX_LENGTH, tooLongMessage, urlSafeString } from './text-fields';
import { z } from './zod';

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

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/**
 * What a player typed or pasted as their second factor: six digits, or a recovery code in any case, with or without
 * its hyphen and spaces. Undefined for anything else.
 */
export function parseSecondFactorCode(raw: string): SecondFactorCode | undefined {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (TOTP_PATTERN.test(compact)) return { kind: 'totp', value: compact };
  if (RECOVERY_CODE_PATTERN.test(compact)) return { kind: 'recovery', value: compact };
  return undefined;
}

/** A recovery code as shown to the player: two groups of five, easier to copy by hand. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

const codeSchema = (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.maxLength(MAX_LENGTH.secondFactorCode, {
      message: tooLongMessage(label, MAX_LENGTH.secondFactorCode),
      abort: true,
    }),
    z.minLength(1, `${label} is required`),
  );

/** A six-digit code or a recovery code (`parseSecondFactorCode` decides which). */
export const secondFactorCodeSchema = codeSchema('Code').check(
  z.refine((value) => parseSecondFactorCode(value) !== undefined, 'Enter the 6-digit code or a recovery code'),
);

/** Only an authenticator app's code: setting up proves the app holds the secret. */
export const totpCodeSchema = codeSchema('Code').check(
  z.refine((value) => parseSecondFactorCode(value)?.kind === 'totp', 'Enter the 6-digit code from your app'),
);

/** The second step of a login: the challenge the first step answered, and a code. */
export const loginSecondStepBodySchema = z.object({
  challenge: urlSafeString('challenge', 'token'),
  code: secondFactorCodeSchema,
});
export type LoginSecondStepBody = z.infer<typeof loginSecondStepBodySchema>;

export const enableTwoStepBodySchema = z.object({ code: totpCodeSchema });
export type EnableTwoStepBody = z.infer<typeof enableTwoStepBodySchema>;

/** Turning it off takes the password and a code (or a recovery code, for a player who lost the phone). */
export const disableTwoStepBodySchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.maxLength(MAX_LENGTH.password, { message: tooLongMessage('Password', MAX_LENGTH.password), abort: true }),
      z.minLength(1, 'Password is required'),
    ),
  code: secondFactorCodeSchema,
});
export type DisableTwoStepBody = z.infer<typeof disableTwoStepBodySchema>;
