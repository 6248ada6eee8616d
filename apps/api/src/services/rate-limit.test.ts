import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { emptyTestDatabase } from '../testing/test-database';
import { AttemptLimiter, LOCK_MEMORY_MS, lockDurationMs, MAX_LOCK_MS, PENDING_SLOT_MS } from './rate-limit';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

async function setup(maxFailures = 3) {
  let now = 1_000_000;
  const db = emptyTestDatabase();
  await migrate(db);
  const limiter = new AttemptLimiter(db, 'test', maxFailures, WINDOW, () => now);
  const failOnce = async (key = 'k') => {
    const r = await limiter.reserve(key);
    if (!r.ok) throw new Error(`blocked for ${r.retryAfterSeconds} s`);
    await r.slot.fail();
  };
  const blockedFor = async (key = 'k') => {
    const r = await limiter.reserve(key);
    if (r.ok) await r.slot.release();
    return r.ok ? 0 : r.retryAfterSeconds;
  };
  return { db, limiter, failOnce, blockedFor, advance: (ms: number) => (now += ms) };
}

describe('lockDurationMs', () => {
  it.each([
    [0, WINDOW],
    [1, 2 * WINDOW],
    [2, 4 * WINDOW],
    [3, 8 * WINDOW],
    [4, MAX_LOCK_MS],
    [50, MAX_LOCK_MS],
  ])('after %i earlier locks, locks for %i ms', (previous, expected) => {
    expect(lockDurationMs(WINDOW, previous)).toBe(expected);
  });
});

describe('AttemptLimiter', () => {
  it('counts slots still being checked as spent, so parallel guesses cannot exceed the limit', async () => {
    const { limiter } = await setup(3);
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve('k')));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toHaveLength(7);
  });

  it('gives a released slot back', async () => {
    const { limiter } = await setup(1);
    const first = await limiter.reserve('k');
    expect((await limiter.reserve('k')).ok).toBe(false);
    if (first.ok) await first.slot.release();
    expect((await limiter.reserve('k')).ok).toBe(true);
  });

  it('settles a slot once: a second fail or release changes nothing', async () => {
    const { limiter, blockedFor } = await setup(2);
    const r = await limiter.reserve('k');
    if (!r.ok) throw new Error('expected a slot');
    await r.slot.fail();
    await r.slot.fail();
    await r.slot.release();
    expect(await blockedFor()).toBe(0);
  });

  it('locks a key at the limit for one window, then lets it guess again', async () => {
    const { failOnce, blockedFor, advance } = await setup(3);
    for (let i = 0; i < 3; i++) await failOnce();
    expect(await blockedFor()).toBe(WINDOW / 1000);
    expect(await blockedFor('other')).toBe(0);
    advance(WINDOW);
    expect(await blockedFor()).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    const { failOnce, blockedFor, advance } = await setup(3);
    await failOnce();
    await failOnce();
    advance(WINDOW + 1);
    await failOnce();
    expect(await blockedFor()).toBe(0);
  });

  it('locks longer each time, up to the cap, and starts over after a quiet day', async () => {
    const { failOnce, blockedFor, advance } = await setup(2);
    const seen: number[] = [];
    for (let lock = 0; lock < 6; lock++) {
      await failOnce();
      await failOnce();
      const wait = await blockedFor();
      seen.push(wait);
      advance(wait * 1000);
    }
    expect(seen).toEqual([15, 30, 60, 120, 240, 240].map((m) => m * 60));

    advance(LOCK_MEMORY_MS);
    await failOnce();
    await failOnce();
    expect(await blockedFor()).toBe(WINDOW / 1000);
  });

  it('clear lifts a lock and its backoff, but keeps counting guesses still in flight', async () => {
    const { limiter, failOnce, blockedFor } = await setup(2);
    await failOnce();
    await failOnce();
    expect(await blockedFor()).toBeGreaterThan(0);
    await limiter.clear('k');
    expect(await blockedFor()).toBe(0);

    const inFlight = await limiter.reserve('k');
    await limiter.clear('k');
    expect((await limiter.reserve('k')).ok).toBe(true);
    expect((await limiter.reserve('k')).ok).toBe(false);
    if (inFlight.ok) await inFlight.slot.fail();
  });

  it('keeps its count in the database: a second limiter over it (another API process) sees the same budget', async () => {
    const { db, limiter, failOnce, blockedFor } = await setup(2);
    const sameClock = () => 1_000_000;
    const elsewhere = new AttemptLimiter(db, 'test', 2, WINDOW, sameClock);
    const inFlight = await elsewhere.reserve('k');
    await failOnce();
    expect(await blockedFor()).toBeGreaterThan(0);
    if (inFlight.ok) await inFlight.slot.release();
    await limiter.clear('k');
    await failOnce();
    await failOnce();
    expect(await elsewhere.reserve('k')).toEqual({ ok: false, retryAfterSeconds: WINDOW / 1000 });
    expect((await new AttemptLimiter(db, 'another-scope', 2, WINDOW, sameClock).reserve('k')).ok).toBe(true);
  });

  it('stops counting a slot its process never settled (it stopped meanwhile)', async () => {
    const { limiter, blockedFor, advance } = await setup(1);
    expect((await limiter.reserve('k')).ok).toBe(true);
    expect(await blockedFor()).toBeGreaterThan(0);
    advance(PENDING_SLOT_MS + 1);
    expect(await blockedFor()).toBe(0);
  });
});
