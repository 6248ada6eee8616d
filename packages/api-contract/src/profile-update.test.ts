import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema } from './auth';
import { loadEnglishIssueMessages } from './issue-messages';
import { isCalendarDate } from './profile-fields';
import { updateProfileBodySchema } from './profile-update';

// The API shows these messages: it loads zod's English ones as it starts.
loadEnglishIssueMessages();

describe('calendar dates', () => {
  it.each([
    ['1990-04-12', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['1990-02-30', false],
    ['1990-13-01', false],
    ['1990-4-12', false],
    ['12/04/1990', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
});

describe('the profile update body', () => {
  const firstIssue = (body: unknown) => updateProfileBodySchema.safeParse(body).error?.issues[0]?.message;

  it('takes any subset of the fields, trimmed', () => {
    expect(updateProfileBodySchema.parse({ city: ' Dallas ', gender: 'f' })).toEqual({ city: 'Dallas', gender: 'f' });
  });

  it('takes the UI language alone, as a lower-case two-letter code', () => {
    expect(updateProfileBodySchema.parse({ lang: ' DE ' })).toEqual({ lang: 'de' });
  });

  it.each([
    [{}, 'Nothing to update: send at least one profile field'],
    [{ first_name: ' ' }, 'First name is required'],
    [{ last_name: 'Mo4gan' }, 'Last name contains invalid characters'],
    [{ phone_number: '+15125550142' }, 'Phone number is not valid'],
    [{ postcode: '!' }, 'Postal code is not valid'],
    [{ privacy: false }, 'Unrecognized key: "privacy"'],
    [{ lang: 'de-DE' }, 'Language is not valid'],
    [{ lang: 7 }, 'Language is required'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstIssue(body)).toBe(message);
  });
});

describe('the change password body', () => {
  it('holds the new password to the sign-up rules', () => {
    const parsed = changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'abcdefgh' });
    expect(parsed.error?.issues[0]?.message).toBe('Password must contain at least one number');
  });
});

describe('profile fields refuse what no person or address holds', () => {
  const firstIssue = (body: unknown) => updateProfileBodySchema.safeParse(body).error?.issues[0]?.message;

  it.each([
    [{ first_name: 'A'.repeat(60_000) }, 'First name must be at most 50 characters'],
    [{ address: 'x'.repeat(60_000) }, 'Street address must be at most 120 characters'],
    [{ city: 'x'.repeat(81) }, 'City must be at most 80 characters'],
    [{ address: 'Main\u0000Street 1' }, 'Street address contains invalid characters'],
    [{ state: 'Texas\ud800' }, 'State contains invalid characters'],
    [{ city: '<img src=x onerror=alert(1)>' }, 'City contains invalid characters'],
    [{ last_name: 'Smith\u0000' }, 'Last name contains invalid characters'],
    [{ phone_code: '<b>+1</b>' }, 'Phone code must be at most 5 characters'],
    [{ phone_code: '+1<' }, 'Phone code is not valid'],
    [{ postcode: 'x'.repeat(60_000) }, 'Postal code must be at most 11 characters'],
    [{ lang: '<x' }, 'Language is not valid'],
    [{ date_birth: '1'.repeat(60_000) }, 'Date of birth must be a real date as YYYY-MM-DD'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstIssue(body)).toBe(message);
  });
});
