import { z } from '../zod';

/**
 * The geo service (docs/product.md#calls: its own host, bearer key) answers `{ success, data }`, and `{ detail }` when it refuses a
 * request (a 400 for a postal look-up in an unsupported country).
 */
export const geoAnswerSchema = <T extends z.core.$ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const geoRefusalSchema = z.object({ detail: z.string() });

/** sendOTP {phone, landline} (docs/product.md#calls); `phone` in E.164 ("+4930123456"). */
export const sendPhoneCodeBodySchema = z.object({
  phone: z.string().check(z.regex(/^\+\d{6,15}$/, 'phone must be in E.164 form, such as +4930123456')),
  landline: z._default(z.boolean(), false),
});
export type SendPhoneCodeBody = z.input<typeof sendPhoneCodeBodySchema>;
export const phoneCodeSentSchema = z.object({
  /** Seconds until another code may be sent for the same number. */
  resend_after_seconds: z.number().check(z.int(), z.nonnegative()),
  expires_in_seconds: z.number().check(z.int(), z.positive()),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** verifyOTP {phone, code} (docs/product.md#calls). */
export const verifyPhoneCodeBodySchema = z.object({
  phone: sendPhoneCodeBodySchema.shape.phone,
  code: z.string().check(z.regex(/^\d{6}$/, 'The code has 6 digits')),
});
export type VerifyPhoneCodeBody = z.infer<typeof verifyPhoneCodeBodySchema>;
export const phoneCodeVerifiedSchema = z.object({ verified: z.literal(true) });

/** Six digits, ten minutes, five tries, one minute between sends. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
