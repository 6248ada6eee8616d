import type { User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/cookies';
import { createTestApp } from '../testing/test-app';

const { email, login, password } = DEMO_PLAYER;

describe('logging in', () => {
  it('given the demo player, when they log in with their email, then they get their user and two HttpOnly cookies', async () => {
    const browser = createTestApp().browser();
    const res = await browser.login(email, password);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: '' });
    expect(res.body.data).toMatchObject({ login: 'demo', email, balance: 100_000, currency: 'USD', lang: 'en' });
    const cookies = res.headers.getSetCookie();
    const access = cookies.find((c) => c.startsWith(`${ACCESS_COOKIE}=`));
    const refresh = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\/api(;|$)/);
    expect(access).not.toMatch(/Secure/);
    expect(refresh).toMatch(/Path=\/api\/auth(;|$)/);
  });

  it('accepts the username in any letter case in the email field', async () => {
    const res = await createTestApp().browser().login(login.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect((res.body.data as User).login).toBe('demo');
  });

  it('sets Secure cookies when COOKIE_SECURE is on', async () => {
    const res = await createTestApp({ config: { cookieSecure: true } })
      .browser()
      .login(email, password);
    expect(res.headers.getSetCookie().every((c) => /Secure/.test(c))).toBe(true);
  });

  it('answers 401 with the product message for a wrong password or an unknown account', async () => {
    const browser = createTestApp().browser();
    for (const attempt of [browser.login(email, 'Wrong1234!'), browser.login('nobody@casino.test', password)]) {
      const res = await attempt;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'error', data: null, message: 'Invalid username or password' });
    }
  });

  it('rejects a body without a password with 400 naming the field', async () => {
    const res = await createTestApp().browser().post('/api/auth/login', { email });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/i);
  });
});

describe('login rate limits', () => {
  it('given 5 failed attempts on one account, then the next is refused with 429 and Retry-After, even with the right password', async () => {
    const { browser, clock } = createTestApp();
    const b = browser();
    for (let i = 0; i < 5; i++) expect((await b.login(email, `Wrong${i}xyz`)).status).toBe(401);

    const blocked = await b.login(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);

    clock.advance(15 * 60 * 1000 + 1);
    expect((await b.login(email, password)).status).toBe(200);
  });

  it('given many failures from one IP across accounts, then that IP is blocked while another IP is not', async () => {
    const { browser } = createTestApp({ config: { trustProxy: true, loginMaxFailuresPerIp: 3 } });
    const b = browser();
    const fromA = { 'X-Forwarded-For': '203.0.113.7' };
    for (const who of ['a@casino.test', 'b@casino.test', 'c@casino.test']) {
      expect((await b.login(who, 'Nope1234', fromA)).status).toBe(401);
    }
    const blocked = await b.login(email, password, fromA);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).not.toBeNull();

    expect((await b.login(email, password, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 Unauthenticated on a user endpoint without a token', async () => {
    const res = await createTestApp().browser().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', data: null, message: 'Unauthenticated' });
  });

  it('given a logged-in player, when the access token expires, then a refresh issues a new pair that works', async () => {
    const { browser, clock } = createTestApp();
    const b = browser();
    await b.login(email, password);
    const firstRefresh = b.jar.get(REFRESH_COOKIE);

    clock.advance(16 * 60 * 1000);
    expect((await b.get('/api/me')).status).toBe(401);

    const refreshed = await b.post('/api/auth/refresh-token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ status: 'success', data: null, message: '' });
    expect(b.jar.get(REFRESH_COOKIE)).not.toBe(firstRefresh);
    expect((await b.get('/api/me')).status).toBe(200);
  });

  it('given a refresh token already used, when another client presents it again, then 401 and the whole family is revoked', async () => {
    const { browser } = createTestApp();
    const player = browser();
    await player.login(email, password);
    const stolen = player.jar.get(REFRESH_COOKIE) ?? '';
    expect((await player.post('/api/auth/refresh-token', undefined, { 'User-Agent': 'PlayerBrowser/1' })).status).toBe(
      200,
    );

    const thief = browser();
    thief.jar.set(REFRESH_COOKIE, stolen, '/api/auth');
    const reuse = await thief.post('/api/auth/refresh-token', undefined, { 'User-Agent': 'ThiefTool/1' });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Unauthenticated');

    // The rightful holder's newer tokens died with the family.
    expect((await player.get('/api/me')).status).toBe(401);
    expect((await player.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('answers 401 to a refresh without a cookie', async () => {
    expect((await createTestApp().browser().post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('given a logged-in player, when they log out, then the cookies are cleared and the old tokens stop working', async () => {
    const { browser } = createTestApp();
    const b = browser();
    await b.login(email, password);
    const access = b.jar.get(ACCESS_COOKIE) ?? '';
    const refresh = b.jar.get(REFRESH_COOKIE) ?? '';

    const out = await b.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(b.jar.get(ACCESS_COOKIE)).toBeUndefined();

    const replay = browser();
    replay.jar.set(ACCESS_COOKIE, access, '/api');
    replay.jar.set(REFRESH_COOKIE, refresh, '/api/auth');
    expect((await replay.get('/api/me')).status).toBe(401);
    expect((await replay.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('answers 200 to a logout without any session', async () => {
    expect((await createTestApp().browser().post('/api/auth/logout')).status).toBe(200);
  });

  it('accepts the access token as a bearer header too', async () => {
    const { browser } = createTestApp();
    const b = browser();
    await b.login(email, password);
    const token = b.jar.get(ACCESS_COOKIE);
    const res = await browser().get('/api/me', { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
  });
});
