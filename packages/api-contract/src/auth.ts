import { z } from 'zod';
import { currencyCodeSchema } from './entities/money';
import { genderSchema } from './entities/user';

/** `email` carries an email address or a username: either logs in (spec §7). */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email or username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().min(1, 'Email address is required').email('Please enter a valid email address'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Spec §5 password rules with the spec's messages, in the order a player should read them. */
export const PASSWORD_ALLOWED_CHARACTERS = /^[A-Za-z0-9!@#$%^&_*]*$/;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters long')
  .regex(/[A-Za-z]/, 'Password must contain at least one letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(
    PASSWORD_ALLOWED_CHARACTERS,
    'Password can only contain letters, numbers, and these special characters: !@#$%^&_*',
  );

/** Completes a recovery started by the emailed link. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'token is required'),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const validateCredentialBodySchema = z.object({
  type: z.enum(['email', 'login']),
  value: z.string().min(1, 'value is required'),
});
export type ValidateCredentialBody = z.infer<typeof validateCredentialBodySchema>;
export const credentialAvailabilitySchema = z.object({ isAvailable: z.boolean() });

export const accountConfirmBodySchema = z.object({ token: z.string().min(1, 'token is required') });

/** The new password follows the sign-up rules of spec §5; the server also checks the current one. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const registerProfileSchema = z.object({
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  date_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_birth must be YYYY-MM-DD'),
  gender: genderSchema,
  city: z.string().min(1),
  state: z.string().min(1),
  postcode: z.string().min(1),
  address: z.string().min(1),
  phone_code: z.string().min(1),
  phone_number: z.string().min(1),
  privacy: z.boolean(),
});

/** Spec §3 "Register payload". */
export const registerBodySchema = z.object({
  login: z.string().min(1),
  email: z.string().email('Invalid email format'),
  pass: z.string().min(1),
  ip: z.string(),
  userAgent: z.string(),
  domain: z.string(),
  country: z.string().length(2),
  currency: currencyCodeSchema,
  /** First two letters of the browser language. */
  lang: z.string().length(2),
  profile: registerProfileSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
