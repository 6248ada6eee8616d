import { z } from '../zod';
import { userSchema } from './user';

/**
 * The first step of a login to an account with two-step sign-in: the password was right, no session has started,
 * and the second step (`loginSecondStep`) must present this challenge with a code before it expires. It works once
 * and only for the account whose password was given.
 */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challenge: z.string(),
  /** ISO instant. */
  expiresAt: z.string(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** A login answers the player (the session has started) or, with two-step sign-in on, a challenge. */
export const loginAnswerSchema = z.union([twoStepChallengeSchema, userSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const isTwoStepChallenge = (answer: LoginAnswer): answer is TwoStepChallenge =>
  'twoStepRequired' in answer && answer.twoStepRequired === true;

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO instant it was turned on; null while off. */
  enabledAt: z.nullable(z.string()),
  /** Recovery codes not used yet (0 while off). */
  recoveryCodesLeft: z.number().check(z.int(), z.gte(0)),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** A new secret, not in force until a code from it confirms the setup (`enableTwoStep`). */
export const twoStepSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI an app reads from the QR code. */
  otpauthUri: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** Shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One login (a session family) of the player that has not ended. */
export const signedInDeviceSchema = z.object({
  id: z.number().check(z.int()),
  /** The login this request was made with. */
  current: z.boolean(),
  /** Browser and its major version (`Chrome 131`), null when the user agent says nothing known. */
  browser: z.nullable(z.string()),
  /** Operating system and version (`Windows 10`), null when unknown. */
  os: z.nullable(z.string()),
  /** `mobile`, `tablet` or null for a desktop or an unknown device. */
  deviceType: z.nullable(z.string()),
  /** ISO 3166 alpha-2 of the address the login started from, null when it could not be placed. */
  country: z.nullable(z.string()),
  /** ISO instants. */
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedOutCountSchema = z.object({ signedOut: z.number().check(z.int(), z.gte(0)) });
