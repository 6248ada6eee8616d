import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { emptyTestDatabase } from '../testing/test-database';
import { AttemptLimiter, LOCK_MEMORY_MS, lockDurationMs, MAX_LOCK_MS, PENDING_SLOT_MS } from './rate-limit';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

function setup(maxFailures = 3) {
  let now = 1_000_000;
  const db = emptyTestDatabase();
  migrate(db);
  const limiter = new AttemptLimiter(db, 'test', maxFailures, WINDOW, () => now);
  const failOnce = (key = 'k') => {
    const r = limiter.reserve(key);
    if (!r.ok) throw new Error(`blocked for ${r.retryAfterSeconds} s`);
    r.slot.fail();
  };
  const blockedFor = (key = 'k') => {
    const r = limiter.reserve(key);
    if (r.ok) r.slot.release();
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
  it('counts slots still being checked as spent, so parallel guesses cannot exceed the limit', () => {
    const { limiter } = setup(3);
    const results = Array.from({ length: 10 }, () => limiter.reserve('k'));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toHaveLength(7);
  });

  it('gives a released slot back', () => {
    const { limiter } = setup(1);
    const first = limiter.reserve('k');
    expect(limiter.reserve('k').ok).toBe(false);
    if (first.ok) first.slot.release();
    expect(limiter.reserve('k').ok).toBe(true);
  });

  it('settles a slot once: a second fail or release changes nothing', () => {
    const { limiter, blockedFor } = setup(2);
    const r = limiter.reserve('k');
    if (!r.ok) throw new Error('expected a slot');
    r.slot.fail();
    r.slot.fail();
    r.slot.release();
    expect(blockedFor()).toBe(0);
  });

  it('locks a key at the limit for one window, then lets it guess again', () => {
    const { failOnce, blockedFor, advance } = setup(3);
    for (let i = 0; i < 3; i++) failOnce();
    expect(blockedFor()).toBe(WINDOW / 1000);
    expect(blockedFor('other')).toBe(0);
    advance(WINDOW);
    expect(blockedFor()).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const { failOnce, blockedFor, advance } = setup(3);
    failOnce();
    failOnce();
    advance(WINDOW + 1);
    failOnce();
    expect(blockedFor()).toBe(0);
  });

  it('locks longer each time, up to the cap, and starts over after a quiet day', () => {
    const { failOnce, blockedFor, advance } = setup(2);
    const seen: number[] = [];
    for (let lock = 0; lock < 6; lock++) {
      failOnce();
      failOnce();
      const wait = blockedFor();
      seen.push(wait);
      advance(wait * 1000);
    }
    expect(seen).toEqual([15, 30, 60, 120, 240, 240].map((m) => m * 60));

    advance(LOCK_MEMORY_MS);
    failOnce();
    failOnce();
    expect(blockedFor()).toBe(WINDOW / 1000);
  });

  it('clear lifts a lock and its backoff, but keeps counting guesses still in flight', () => {
    const { limiter, failOnce, blockedFor } = setup(2);
    failOnce();
    failOnce();
    expect(blockedFor()).toBeGreaterThan(0);
    limiter.clear('k');
    expect(blockedFor()).toBe(0);

    const inFlight = limiter.reserve('k');
    limiter.clear('k');
    expect(limiter.reserve('k').ok).toBe(true);
    expect(limiter.reserve('k').ok).toBe(false);
    if (inFlight.ok) inFlight.slot.fail();
  });

  it('keeps its count in the database: a second limiter over it (another API process) sees the same budget', () => {
    const { db, limiter, failOnce, blockedFor } = setup(2);
    const sameClock = () => 1_000_000;
    const elsewhere = new AttemptLimiter(db, 'test', 2, WINDOW, sameClock);
    const inFlight = elsewhere.reserve('k');
    failOnce();
    expect(blockedFor()).toBeGreaterThan(0);
    if (inFlight.ok) inFlight.slot.release();
    limiter.clear('k');
    failOnce();
    failOnce();
    expect(elsewhere.reserve('k')).toEqual({ ok: false, retryAfterSeconds: WINDOW / 1000 });
    expect(new AttemptLimiter(db, 'another-scope', 2, WINDOW, sameClock).reserve('k').ok).toBe(true);
  });

  it('stops counting a slot its process never settled (it stopped meanwhile)', () => {
    const { limiter, blockedFor, advance } = setup(1);
    expect(limiter.reserve('k').ok).toBe(true);
    expect(blockedFor()).toBeGreaterThan(0);
    advance(PENDING_SLOT_MS + 1);
    expect(blockedFor()).toBe(0);
  });
});
