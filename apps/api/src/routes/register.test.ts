import type { RegisterBody, User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { VALID_PROFILE, validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp } from '../testing/test-app';

const signUp = (
  overrides: Partial<RegisterBody> = {},
  profile: Partial<RegisterBody['profile']> = {},
): RegisterBody => ({
  ...validSignUp('new'),
  login: 'newplayer',
  email: 'new.player@casino.test',
  profile: { ...VALID_PROFILE, privacy: true, ...profile },
  ...overrides,
});

describe('signing up', () => {
  it('given a valid sign-up, then the player exists, is logged in, and can log in again later', async () => {
    const { browser } = createTestApp();
    const b = browser();
    const res = await b.post<User>('/api/auth/register', signUp());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ login: 'newplayer', currency: 'EUR', lang: 'de', balance: 0 });
    expect((await b.get<User>('/api/me?withProfile=true')).body.data.profile?.first_name).toBe('Nina');
    expect((await browser().login('NewPlayer', 'Secret123!')).status).toBe(200);
  });

  it.each([
    [signUp({ email: 'DEMO@casino.test' }), 409, 'Email is already taken'],
    [signUp({ login: 'demo' }), 409, 'Username is already taken'],
    [signUp({ login: 'new player' }), 400, 'Username can only contain letters, numbers, dots, and underscores'],
    [signUp({ pass: 'short1' }), 400, 'Password must be at least 8 characters long'],
    [signUp({}, { date_birth: '2010-01-01' }), 400, 'You must be at least 18 years old'],
    [signUp({}, { privacy: false }), 400, 'You must agree to the terms and conditions'],
    [signUp({ currency: 'XYZ' }), 400, 'Currency is not supported'],
    [signUp({ email: 'new player@casino.test' }), 400, 'Invalid email format'],
    [
      signUp({ pass: 'Secret 123' }),
      400,
      'Password can only contain letters, numbers, and these special characters: !@#$%^&_*',
    ],
    [signUp({}, { first_name: 'N1na' }), 400, 'First name contains invalid characters'],
    [signUp({}, { last_name: ' ' }), 400, 'Last name is required'],
    [signUp({}, { address: '  ' }), 400, 'Street address is required'],
    [signUp({}, { phone_number: '12' }), 400, 'Phone number is not valid'],
    [signUp({}, { phone_code: '+1', phone_number: '301234567' }), 400, 'Phone number is not valid'],
  ])('refuses a bad sign-up (%#) with %i "%s"', async (body, status, message) => {
    const res = await createTestApp().browser().post('/api/auth/register', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});
