import { describe, expect, it } from 'vitest';
import { passwordFormSchema } from './password-form';

const errors = (values: Record<string, string>) => {
  const parsed = passwordFormSchema.safeParse({
    currentPassword: 'Demo1234!',
    newPassword: 'Changed123!',
    confirmPassword: 'Changed123!',
    ...values,
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the change password form', () => {
  it('accepts a valid change', () => {
    expect(errors({})).toEqual([]);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword: account.profile.errors.currentPasswordRequired'],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword: account.profile.errors.passwordRequired'],
    [{ newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'newPassword: account.profile.errors.passwordTooShort'],
    [{ newPassword: '12345678', confirmPassword: '12345678' }, 'newPassword: account.profile.errors.passwordLetter'],
    [{ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'newPassword: account.profile.errors.passwordNumber'],
    [
      { newPassword: 'abcd 1234', confirmPassword: 'abcd 1234' },
      'newPassword: account.profile.errors.passwordCharacters',
    ],
    [{ confirmPassword: 'Changed123?' }, 'confirmPassword: account.profile.errors.passwordsDoNotMatch'],
    [
      { newPassword: 'Demo1234!', confirmPassword: 'Demo1234!' },
      'newPassword: account.profile.errors.passwordUnchanged',
    ],
  ])('%j → %s', (values, message) => {
    expect(errors(values)[0]).toBe(message);
  });
});
