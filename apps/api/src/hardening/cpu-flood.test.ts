import { describe, expect, it } from 'vitest';
import { listMail } from '../db/queries/outbox';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { BoundedPool } from '../services/bounded-pool';
import { countByStatus } from '../testing/count-by-status';
import { resetPasswordByMail } from '../testing/password-reset-flow';
import { createTestApp } from '../testing/test-app';

/**
 * Unauthenticated requests must not make the server hash at will. Timings are noisy on a shared
 * machine, so the tests count what the hash pool ran and refused instead of measuring how long a login takes.
 */
const { email, password } = DEMO_PLAYER;

/**
 * A pool whose tasks wait until `offers` tasks have been offered to it. Logins reach the pool at times that depend
 * on the database and the machine's load (on PostgreSQL a first hash could end before the tenth login arrives), so
 * the tests hold the hashing until every login they expect is at the pool's door.
 */
class HeldPool extends BoundedPool {
  private offered = 0;
  private release!: () => void;
  private readonly allOffered = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  constructor(
    concurrency: number,
    maxQueued: number,
    private readonly offers: number,
  ) {
    super(concurrency, maxQueued);
  }

  override run<T>(task: () => Promise<T>): Promise<T> {
    this.offered += 1;
    const answer = super.run(async () => {
      await this.allOffered;
      return task();
    });
    if (this.offered === this.offers) this.release();
    return answer;
  }
}

describe('password resets with junk tokens', () => {
  it('given 40 at once, then every one is refused with 400 and not one password is hashed', async () => {
    const { browser, hashPool } = createTestApp();

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        browser().post('/api/auth/password/reset', { token: `junk-${i}`, password: 'NewPass99&' }),
      ),
    );

    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This password reset link is invalid or has expired');
    }
    expect(hashPool.stats().started).toBe(0);
  });

  it('given a link already used, then a second use is refused before hashing', async () => {
    const { browser, db, hashPool } = createTestApp();
    const b = browser();
    expect((await resetPasswordByMail(b, db, email, 'NewPass99&')).status).toBe(200);
    const hashesAfterReset = hashPool.stats().started;
    expect(hashesAfterReset).toBe(1);

    const token = /token=([\w-]+)/.exec((await listMail(db, email))[0]?.text ?? '')?.[1];
    const again = await b.post('/api/auth/password/reset', { token, password: 'Another123' });
    expect(again.status).toBe(400);
    expect(hashPool.stats().started).toBe(hashesAfterReset);
  });
});

describe('the password hash pool', () => {
  it('given more logins at once than it runs and queues, then it runs one at a time and answers the rest 503 with Retry-After', async () => {
    const hashPool = new HeldPool(1, 2, 10);
    const { browser } = createTestApp({ hashPool });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => browser().login(`nobody${i}@casino.test`, 'Wrong123!')),
    );

    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy).toHaveLength(7);
    expect(busy[0]?.body.message).toBe('The server is busy. Please try again in a moment.');
    expect(busy[0]?.headers.get('Retry-After')).toBe('2');
    expect(hashPool.stats()).toMatchObject({ started: 3, refused: 7, peakRunning: 1, running: 0, queued: 0 });
  });

  it('does not spend a login attempt it refused: the account keeps those guesses', async () => {
    // As many guesses at once as the account's budget allows: one runs, two wait, two are refused by the full pool.
    // (More at once would make the test depend on when a refused login gives its slot back.)
    const hashPool = new HeldPool(1, 2, 5);
    const { browser } = createTestApp({ hashPool });

    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => browser().login(email, `Wrong${i}abc`)));

    expect(countByStatus(answers)).toEqual({ 401: 3, 503: 2 });
    // The two refused were given back: two more guesses are checked before the lock.
    expect((await browser().login(email, 'Wrong98abc')).status).toBe(401);
    expect((await browser().login(email, 'Wrong99abc')).status).toBe(401);
    expect((await browser().login(email, password)).status).toBe(429);
  });

  it('serves password change and reset too', async () => {
    const { browser, db, hashPool } = createTestApp();
    const player = browser();
    await player.login(email, password);
    expect(hashPool.stats().started).toBe(1);

    await player.post('/api/me/password/change', { currentPassword: password, newPassword: 'Changed123&' });
    // The current password is checked, then the new one hashed.
    expect(hashPool.stats().started).toBe(3);

    await resetPasswordByMail(browser(), db, email, 'NewPass99&');
    expect(hashPool.stats().started).toBe(4);
  });
});
