import { describe, expect, it, vi } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { BoundedPool } from '../services/bounded-pool';
import { countByStatus } from '../testing/count-by-status';
import { GatedPool } from '../testing/gated-pool';
import { resetPasswordByMail } from '../testing/password-reset-flow';
import { createTestApp } from '../testing/test-app';

/** The login limit holds against parallel guesses, per account, with a lock that is not forever. */
const { email, login, password } = DEMO_PLAYER;
const LOCKED = 'Too many login attempts. Please try again in 15 minutes.';
const MINUTE = 60_000;

const wrong = (i: number) => `Wrong${i}guess`;

describe('a burst of parallel login attempts on one account', () => {
  /**
   * `first` guesses are sent and held in flight (their slots taken, their hashes waiting), then `rest` at once; then
   * every hash runs. The order the budget sees is then the order the guesses were sent, on any database engine.
   */
  async function burst(first: string[], rest: string[]) {
    const hashPool = new GatedPool(2, 60);
    const { browser } = createTestApp({ hashPool });
    const early = first.map((guess) => browser().login(email, guess));
    await vi.waitFor(() => expect(hashPool.stats().started + hashPool.stats().queued).toBe(first.length));
    const late = rest.map((guess) => browser().login(email, guess));
    await vi.waitFor(() => expect(hashPool.stats().started + hashPool.stats().queued).toBeGreaterThanOrEqual(5));
    hashPool.open();
    return { answers: await Promise.all([...early, ...late]), hashPool, browser };
  }

  it('given 60 at once with the right password after the fifth, then 5 are checked, 55 get 429, and none gets in', async () => {
    const { answers, hashPool, browser } = await burst(
      Array.from({ length: 5 }, (_, i) => wrong(i)),
      Array.from({ length: 55 }, (_, i) => (i === 25 ? password : wrong(i + 5))),
    );

    expect(countByStatus(answers)).toEqual({ 401: 5, 429: 55 });
    expect(hashPool.stats().started).toBe(5);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.message).toBe(LOCKED);
    expect(refused?.headers.get('Retry-After')).toBe('900');
    // The burst spent the budget: the right password alone is refused too until the lock ends.
    expect((await browser().login(email, password)).status).toBe(429);
  });

  it('given the right password among the first five, then it logs in and still no more than five are checked', async () => {
    const { answers, hashPool } = await burst(
      [wrong(0), wrong(1), password],
      Array.from({ length: 57 }, (_, i) => wrong(i + 3)),
    );

    expect(countByStatus(answers)).toEqual({ 200: 1, 401: 4, 429: 55 });
    expect(hashPool.stats().started).toBe(5);
  });

  it('given 60 at once on different unknown accounts from one IP, then the per-IP budget of 30 holds', async () => {
    // A pool that queues the whole burst: this test is about the login budget, not about the pool's 503s.
    const hashPool = new BoundedPool(2, 60);
    const { browser } = createTestApp({ config: { trustProxy: true }, hashPool });
    const from = { 'X-Forwarded-For': '203.0.113.50' };

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => browser().login(`nobody${i}@casino.test`, wrong(i), from)),
    );

    expect(countByStatus(answers)).toEqual({ 401: 30, 429: 30 });
    expect(hashPool.stats().started).toBe(30);
    expect((await browser().login(email, password, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
  });
});

describe('the per-account budget', () => {
  it('is one budget for the email and the username of an account', async () => {
    const b = createTestApp().browser();
    for (let i = 0; i < 3; i++) expect((await b.login(email, wrong(i))).status).toBe(401);
    for (let i = 3; i < 5; i++) expect((await b.login(login.toUpperCase(), wrong(i))).status).toBe(401);

    for (const identifier of [login, ` ${email.toUpperCase()} `]) {
      const res = await b.login(identifier, password);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOCKED);
    }
  });

  it('locks longer each time, and a password reset lets the owner in at once', async () => {
    const { browser, clock, db } = createTestApp();
    const b = browser();
    const lockAfterFiveFailures = async () => {
      for (let i = 0; i < 5; i++) expect((await b.login(email, wrong(i))).status).toBe(401);
      return b.login(email, password);
    };

    const first = await lockAfterFiveFailures();
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('900');

    clock.advance(15 * MINUTE);
    const second = await lockAfterFiveFailures();
    expect(second.status).toBe(429);
    expect(second.headers.get('Retry-After')).toBe('1800');
    expect(second.body.message).toBe('Too many login attempts. Please try again in 30 minutes.');

    clock.advance(15 * MINUTE);
    expect((await b.login(email, password)).status).toBe(429);

    expect((await resetPasswordByMail(b, db, email, 'NewPass99&')).status).toBe(200);
    expect((await b.login(email, 'NewPass99&')).status).toBe(200);
  });
});

describe('wrong current passwords on the password change', () => {
  const change = (currentPassword: string) => ({ currentPassword, newPassword: 'Changed123&' });

  it('spend the account budget: after five, the change and the login both answer 429', async () => {
    const { browser } = createTestApp();
    const player = browser();
    expect((await player.login(email, password)).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      const res = await player.post('/api/me/password/change', change(wrong(i)));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Current password is incorrect');
    }
    const blocked = await player.post('/api/me/password/change', change(password));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(LOCKED);
    expect((await browser().login(email, password)).status).toBe(429);
    // A 429 is not a 401: the player stays logged in.
    expect((await player.get('/api/me')).status).toBe(200);
  });

  it('in a parallel burst, no more than five are checked', async () => {
    const { browser, hashPool } = createTestApp();
    const player = browser();
    await player.login(email, password);
    const checksBefore = hashPool.stats().started;

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => player.post('/api/me/password/change', change(wrong(i)))),
    );

    expect(countByStatus(answers)).toEqual({ 400: 5, 429: 25 });
    expect(hashPool.stats().started - checksBefore).toBe(5);
  });
});
