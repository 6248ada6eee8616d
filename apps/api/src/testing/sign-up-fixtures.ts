import type { RegisterBody } from '@casino/api-contract';

/** A profile every field rule accepts (sign-up and profile update). */
export const VALID_PROFILE = {
  first_name: 'Nina',
  last_name: 'Keller',
  date_birth: '1995-06-30',
  gender: 'f' as const,
  city: 'Berlin',
  state: 'Berlin',
  postcode: '10115',
  address: 'Invalidenstraße 1',
  phone_code: '+49',
  phone_number: '301234567',
};

/** A sign-up that succeeds; `n` makes its login and email unique. */
export const validSignUp = (n: string): RegisterBody => ({
  login: `player_${n}`,
  email: `player.${n}@casino.test`,
  pass: 'Secret123!',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) vitest',
  domain: 'casino.test',
  country: 'DE',
  currency: 'EUR',
  lang: 'de',
  profile: { ...VALID_PROFILE, privacy: true },
});
