import type { User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { listMail } from '../db/queries/outbox';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp } from '../testing/test-app';

const loggedInDemo = async () => {
  const testApp = createTestApp();
  const demo = testApp.browser();
  await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  return { ...testApp, demo };
};

describe('PUT /me/profile', () => {
  it('given the demo player, when they change some fields, then only those change and the player comes back', async () => {
    const { demo } = await loggedInDemo();
    const res = await demo.send<User>('PUT', '/api/me/profile', {
      body: { first_name: '  Alexandra ', city: 'Dallas', phone_number: '2145550199' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ login: 'demo', balance: DEMO_PLAYER.balance });
    expect(res.body.data.profile).toMatchObject({
      first_name: 'Alexandra',
      last_name: 'Morgan',
      city: 'Dallas',
      state: 'Texas',
      phone_code: '+1',
      phone_number: '2145550199',
    });
    expect((await demo.get<User>('/api/me?withProfile=true')).body.data.profile?.city).toBe('Dallas');
  });

  // Field problems name the field first (http/validation.ts `describeIssue`).
  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ first_name: 'Al3x' }, 'First name contains invalid characters'],
    [{ last_name: '<script>' }, 'Last name contains invalid characters'],
    [{ date_birth: '1990-02-30' }, 'Date of birth must be a real date as YYYY-MM-DD'],
    [{ date_birth: '2010-01-01' }, 'You must be at least 18 years old'],
    [{ phone_number: '12ab' }, 'Phone number is not valid'],
    [{ phone_code: '1' }, 'Phone code is not valid'],
    [{ gender: 'x' }, 'gender: Invalid option: expected one of "m"|"f"'],
    [{ email: 'new@casino.test' }, 'Unrecognized key: "email"'],
    [{}, 'Nothing to update: send at least one profile field'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const { demo } = await loggedInDemo();
    const res = await demo.send('PUT', '/api/me/profile', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await demo.get<User>('/api/me?withProfile=true')).body.data.profile?.first_name).toBe('Alex');
  });

  it('accepts names in any alphabet with apostrophes, spaces and hyphens', async () => {
    const { demo } = await loggedInDemo();
    const res = await demo.send<User>('PUT', '/api/me/profile', {
      body: { first_name: 'Zoë-Anne', last_name: "O'Brien Łukasiewicz" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ first_name: 'Zoë-Anne', last_name: "O'Brien Łukasiewicz" });
  });

  it('given the demo player, when they choose German, then /me answers lang de from then on', async () => {
    const { demo } = await loggedInDemo();
    const res = await demo.send<User>('PUT', '/api/me/profile', { body: { lang: 'de' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ login: 'demo', lang: 'de' });
    expect(res.body.data.profile?.first_name).toBe('Alex');
    expect((await demo.get<User>('/api/me')).body.data.lang).toBe('de');
  });

  it('refuses a language the casino does not offer and keeps the old one', async () => {
    const { demo } = await loggedInDemo();
    const res = await demo.send('PUT', '/api/me/profile', { body: { lang: 'xx', city: 'Dallas' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This language is not supported');
    const after = (await demo.get<User>('/api/me?withProfile=true')).body.data;
    expect(after.lang).toBe('en');
    expect(after.profile?.city).not.toBe('Dallas');
  });

  it('needs a login', async () => {
    const res = await createTestApp()
      .browser()
      .send('PUT', '/api/me/profile', { body: { city: 'Dallas' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /me/password/change', () => {
  it('given the right current password, then the new one works, other devices are logged out and this one stays', async () => {
    const { demo, browser, db } = await loggedInDemo();
    const otherDevice = browser();
    await otherDevice.login(DEMO_PLAYER.email, DEMO_PLAYER.password);

    const res = await demo.post('/api/me/password/change', {
      currentPassword: DEMO_PLAYER.password,
      newPassword: 'Changed123!',
    });
    expect(res.body).toEqual({ status: 'success', data: null, message: '' });

    expect((await demo.get('/api/me')).status).toBe(200);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    expect((await otherDevice.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await browser().login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(401);
    expect((await browser().login(DEMO_PLAYER.email, 'Changed123!')).status).toBe(200);
    expect((await listMail(db, DEMO_PLAYER.email))[0]?.subject).toBe('Your password was changed');
  });

  it.each([
    [{ currentPassword: 'Wrong1234!', newPassword: 'Changed123!' }, 'Current password is incorrect'],
    [{ currentPassword: '', newPassword: 'Changed123!' }, 'Current password is required'],
    [{ currentPassword: DEMO_PLAYER.password, newPassword: 'short1' }, 'Password must be at least 8 characters long'],
    [
      { currentPassword: DEMO_PLAYER.password, newPassword: 'onlyletters' },
      'Password must contain at least one number',
    ],
    [
      { currentPassword: DEMO_PLAYER.password, newPassword: 'Spaces 1234' },
      'Password can only contain letters, numbers, and these special characters: !@#$%^&_*',
    ],
    [
      { currentPassword: DEMO_PLAYER.password, newPassword: DEMO_PLAYER.password },
      'The new password must be different from the current password',
    ],
  ])('refuses %j with 400 "%s", keeping the old password and the session', async (body, message) => {
    const { demo, browser } = await loggedInDemo();
    const res = await demo.post('/api/me/password/change', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await demo.get('/api/me')).status).toBe(200);
    expect((await browser().login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
  });

  it('needs a login', async () => {
    const res = await createTestApp()
      .browser()
      .post('/api/me/password/change', { currentPassword: 'x', newPassword: 'Changed123!' });
    expect(res.status).toBe(401);
  });
});
