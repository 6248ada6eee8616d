import { parseSecondFactorCode } from './second-factor-code';
import { MAX_LENGTH, tooLongMessage, urlSafeString } from './text-fields';
import { z } from './zod';

export * from './second-factor-code';

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
