import type { SignedInDevice } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { LAST_SEEN_EVERY_MS } from '../http/require-user';
import { openStream, stateOf } from '../testing/account-stream';
import { createTestApp } from '../testing/test-app';

const { email, password } = DEMO_PLAYER;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The demo player logged in twice: a desktop and a phone. */
async function twoDevices() {
  const world = createTestApp();
  const desktop = world.browser();
  const phone = world.browser();
  await desktop.login(email, password, { 'User-Agent': CHROME_WINDOWS });
  world.clock.advance(60_000);
  await phone.login(email, password, { 'User-Agent': SAFARI_IPHONE });
  return { world, desktop, phone };
}

const devicesOf = async (browser: ReturnType<ReturnType<typeof createTestApp>['browser']>) =>
  (await browser.get<SignedInDevice[]>('/api/me/sessions')).body.data;

describe('signed-in devices', () => {
  it('lists each login with its browser, system, country and times, newest activity first, and marks this device', async () => {
    const { world, desktop } = await twoDevices();
    const list = await devicesOf(desktop);
    const start = world.clock.now();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      current: false,
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      deviceType: 'mobile',
      // Loopback addresses are placed in GEO_LOCAL_COUNTRY (US).
      country: 'US',
      signedInAt: new Date(start).toISOString(),
    });
    expect(list[1]).toMatchObject({ current: true, browser: 'Chrome 131', os: 'Windows 10', deviceType: null });
    expect(typeof list[1]?.id).toBe('number');
  });

  it('writes the last activity at most every few minutes, not on every request', async () => {
    const { world, phone } = await twoDevices();
    const mine = async () => (await devicesOf(phone)).find((d) => d.current);
    const first = await mine();
    expect(first?.lastActiveAt).toBe(new Date(world.clock.now()).toISOString());
    world.clock.advance(LAST_SEEN_EVERY_MS - 1_000);
    expect((await mine())?.lastActiveAt).toBe(first?.lastActiveAt);
    world.clock.advance(1_000);
    expect((await mine())?.lastActiveAt).toBe(new Date(world.clock.now()).toISOString());
  });

  it('leaves out logins that ended: logged out, revoked or with their tokens run out', async () => {
    const { world, desktop, phone } = await twoDevices();
    await phone.post('/api/auth/logout');
    expect(await devicesOf(desktop)).toHaveLength(1);
    const old = world.browser();
    await old.login(email, password);
    // The desktop keeps using its login (a refresh every few weeks); the other one's refresh token runs out.
    const day = 24 * 60 * 60_000;
    world.clock.advance(20 * day);
    expect((await desktop.post('/api/auth/refresh-token')).status).toBe(200);
    world.clock.advance(11 * day);
    expect((await desktop.post('/api/auth/refresh-token')).status).toBe(200);
    expect((await devicesOf(desktop)).map((d) => d.current)).toEqual([true]);
  });
});

describe('signing out a device', () => {
  it('ends that login at once: its live stream ends and its next request is 401, while this device stays', async () => {
    const { world, desktop, phone } = await twoDevices();
    const stream = await openStream(world, phone);
    expect(stateOf(await stream.next()).balance).toBeGreaterThan(0);
    const other = (await devicesOf(desktop)).find((d) => !d.current);

    const answer = await desktop.send('DELETE', `/api/me/sessions/${other?.id}`);
    expect(answer.status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'end' });
    expect(await stream.next()).toBeNull();
    expect((await phone.get('/api/me')).status).toBe(401);
    // Its refresh token is dead too: the phone cannot come back without logging in.
    expect((await phone.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await desktop.get('/api/me')).status).toBe(200);
    expect(await devicesOf(desktop)).toHaveLength(1);
    // Already signed out: nothing to find.
    expect((await desktop.send('DELETE', `/api/me/sessions/${other?.id}`)).status).toBe(404);
  });

  it("answers 404 for another player's login and an id that never was, and leaves that login alone", async () => {
    const world = createTestApp();
    const demo = world.browser();
    await demo.login(email, password);
    const stranger = world.browser();
    await stranger.post('/api/auth/register', (await import('../testing/sign-up-fixtures')).validSignUp('devices404'));
    const theirs = (await devicesOf(stranger))[0]?.id;

    const refused = await demo.send('DELETE', `/api/me/sessions/${theirs}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Session not found');
    expect((await stranger.get('/api/me')).status).toBe(200);
    expect((await demo.send('DELETE', '/api/me/sessions/999999')).status).toBe(404);
    expect((await demo.send('DELETE', '/api/me/sessions/abc')).status).toBe(400);
  });

  it('signing out this very device is a logout', async () => {
    const { desktop } = await twoDevices();
    const mine = (await devicesOf(desktop)).find((d) => d.current);
    const answer = await desktop.send('DELETE', `/api/me/sessions/${mine?.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join(';')).toMatch(/casino_access_token=;/);
    expect((await desktop.get('/api/me')).status).toBe(401);
  });

  it('"sign out all others" ends every other login, says how many, and keeps this one', async () => {
    const { world, desktop, phone } = await twoDevices();
    const tablet = world.browser();
    await tablet.login(email, password);
    const stream = await openStream(world, tablet);
    await stream.next();

    const answer = await desktop.post<{ signedOut: number }>('/api/me/sessions/sign-out-others');
    expect(answer.body.data).toEqual({ signedOut: 2 });
    expect(await stream.next()).toMatchObject({ event: 'end' });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await tablet.get('/api/me')).status).toBe(401);
    expect((await desktop.get('/api/me')).status).toBe(200);
    expect((await desktop.post('/api/me/sessions/sign-out-others')).body.data).toEqual({ signedOut: 0 });
  });

  it('needs a session', async () => {
    const b = createTestApp().browser();
    expect((await b.get('/api/me/sessions')).status).toBe(401);
    expect((await b.post('/api/me/sessions/sign-out-others')).status).toBe(401);
    expect((await b.send('DELETE', '/api/me/sessions/1')).status).toBe(401);
  });
});
