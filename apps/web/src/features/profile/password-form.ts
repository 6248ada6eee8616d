import { PASSWORD_ALLOWED_CHARACTERS } from '@casino/api-contract';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { z } from '../../lib/zod';

/** The password rules (docs/product.md#validation) and messages (as i18n keys), in the order a player should read them. */
export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'account.profile.errors.currentPasswordRequired'),
    newPassword: z
      .string()
      .min(1, 'account.profile.errors.passwordRequired')
      .min(PASSWORD_MIN_LENGTH, 'account.profile.errors.passwordTooShort')
      .regex(/[A-Za-z]/, 'account.profile.errors.passwordLetter')
      .regex(/[0-9]/, 'account.profile.errors.passwordNumber')
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
