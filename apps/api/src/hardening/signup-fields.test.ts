import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import type { VALID_PROFILE } from '../testing/sign-up-fixtures';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp } from '../testing/test-app';

/**
 * Sign-up took 60 KB names and addresses, NUL bytes, lone surrogates, markup in `phone_code`,
 * `lang:"<x"` and `country:"<s"` that the profile edit refused. Both now read one set of field rules: each input
 * below is refused by both, with the same words, and stores nothing.
 */
const REFUSED: [field: keyof typeof VALID_PROFILE, value: string][] = [
  ['first_name', 'N'.repeat(60_000)],
  ['first_name', 'Nina\u0000'],
  ['first_name', 'Ni\ud800na'],
  ['first_name', '<b>Nina</b>'],
  ['last_name', 'K'.repeat(51)],
  ['last_name', 'Kel\u0007ler'],
  ['address', 'x'.repeat(60_000)],
  ['address', 'x'.repeat(121)],
  ['address', 'Main Street\u00001'],
  ['address', 'Main Street \udc00'],
  ['address', '<img src=x onerror=alert(1)>'],
  ['address', 'line one\nline two'],
  ['city', 'B'.repeat(81)],
  ['city', 'Berlin\u0000'],
  ['city', '<script>x</script>'],
  ['state', 'S'.repeat(60_000)],
  ['state', 'Berlin\ud83d'],
  ['postcode', '1'.repeat(60_000)],
  ['postcode', '10115\u0000'],
  ['postcode', '<10115>'],
  ['phone_code', '<b>+49</b>'],
  ['phone_code', '+49\u0000'],
  ['phone_code', '49'],
  ['phone_number', '3'.repeat(60_000)],
  ['phone_number', '<301234567>'],
  ['date_birth', '1'.repeat(60_000)],
  ['date_birth', '1995-02-30'],
  ['gender', '<x'],
];

/** The shared message without the field key the API puts before messages that do not name their field. */
const words = (message: string) => message.replace(/^(profile\.)?[a-z_]+: /, '');

async function demoPlayer() {
  const t = createTestApp();
  const player = t.browser();
  expect((await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
  return { ...t, player };
}

describe('sign-up and the profile edit refuse the same field values', () => {
  it.each(REFUSED)('%s = %j', async (field, value) => {
    const { browser, player } = await demoPlayer();
    const before = (await player.get('/api/me?withProfile=true')).body.data;

    const n = randomUUID().slice(0, 8);
    const body = validSignUp(n);
    const signUp = await browser().post('/api/auth/register', {
      ...body,
      profile: { ...body.profile, [field]: value },
    });
    const edit = await player.send('PUT', '/api/me/profile', { body: { [field]: value } });

    expect(signUp.status).toBe(400);
    expect(edit.status).toBe(400);
    expect(words(signUp.body.message)).toBe(words(edit.body.message));
    expect((await browser().login(body.email, body.pass)).status).toBe(401);
    expect((await player.get('/api/me?withProfile=true')).body.data).toEqual(before);
  });

  it.each([
    ['<x', 400, 'Language is not valid'],
    ['x'.repeat(60_000), 400, 'Language is not valid'],
    ['e\u0000', 400, 'Language is not valid'],
    ['fr', 400, 'This language is not supported'],
  ])('lang = %j: %i "%s" from both', async (lang, status, message) => {
    const { browser, player } = await demoPlayer();
    const signUp = await browser().post('/api/auth/register', { ...validSignUp(randomUUID().slice(0, 8)), lang });
    const edit = await player.send('PUT', '/api/me/profile', { body: { lang } });
    expect([signUp.status, signUp.body.message]).toEqual([status, message]);
    expect([edit.status, edit.body.message]).toEqual([status, message]);
  });

  it.each([
    ['<s', 'Country must be a two-letter ISO code of an existing country'],
    ['ZZ', 'Country must be a two-letter ISO code of an existing country'],
    ['x'.repeat(60_000), 'Country must be a two-letter code'],
  ])('a sign-up in country %j is refused with "%s"', async (country, message) => {
    const res = await createTestApp()
      .browser()
      .post('/api/auth/register', { ...validSignUp(randomUUID().slice(0, 8)), country });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it.each([
    ['first_name', 'Zoë'],
    ['last_name', 'O’Brien-Łukasz'],
    ['address', '221B Baker Street, Flat 2'],
    ['city', 'Saint-Étienne'],
    ['postcode', 'SW1A 1AA'],
  ] as const)('both take %s = %j', async (field, value) => {
    const { browser, player } = await demoPlayer();
    const body = validSignUp(randomUUID().slice(0, 8));
    const signUp = await browser().post('/api/auth/register', {
      ...body,
      profile: { ...body.profile, [field]: value },
    });
    const edit = await player.send('PUT', '/api/me/profile', { body: { [field]: value } });
    expect([signUp.status, edit.status]).toEqual([200, 200]);
  });
});
