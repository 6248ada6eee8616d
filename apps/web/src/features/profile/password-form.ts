import {
  PASSWORD_ALLOWED_CHARACTERS,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_POLICY,
} from '@casino/api-contract/password-policy';
import { z } from '@/lib/zod';

/** The password rules (docs/product.md#validation) and messages (as i18n keys), in the order a player should read them. */
export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'account.profile.errors.currentPasswordRequired'),
    newPassword: z
      .string()
      .min(1, 'account.profile.errors.passwordRequired')
      .min(PASSWORD_POLICY.minLength, 'account.profile.errors.passwordTooShort')
      .regex(PASSWORD_LETTER, 'account.profile.errors.passwordLetter')
      .regex(PASSWORD_DIGIT, 'account.profile.errors.passwordNumber')
      .regex(PASSWORD_ALLOWED_CHARACTERS, 'account.profile.errors.passwordCharacters'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'account.profile.errors.passwordsDoNotMatch',
  })
  .refine((values) => values.currentPassword === '' || values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'account.profile.errors.passwordUnchanged',
  });

export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
