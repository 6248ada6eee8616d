import { describe, expect, it } from 'vitest';
import { StandingsCache } from './standings-cache';

/** A sum that answers when told to, counting how often it was asked. */
function sums() {
  let calls = 0;
  const pending: Array<(value: string) => void> = [];
  return {
    sum: () => {
      calls += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: (value: string) => pending.shift()?.(value),
    get calls() {
      return calls;
    },
  };
}

/** Lets the cache see the end of a sum (its bookkeeping runs a few promise turns after the answer). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('StandingsCache', () => {
  it('sums once per interval: readers arriving together share the sum, later ones read it until it is stale', async () => {
    let now = 0;
    const cache = new StandingsCache<string>(5_000, () => now);
    const s = sums();
    const first = cache.read(1, 100, s.sum);
    const second = cache.read(1, 100, s.sum);
    s.answer('board 1');
    expect(await first).toBe('board 1');
    expect(await second).toBe('board 1');
    now = 4_999;
    expect(await cache.read(1, 100, s.sum)).toBe('board 1');
    expect(s.calls).toBe(1);
  });

  it('answers the last sum while the next runs, then the new one', async () => {
    let now = 0;
    const cache = new StandingsCache<string>(5_000, () => now);
    const s = sums();
    const first = cache.read(1, 100, s.sum);
    s.answer('board 1');
    await first;
    now = 5_000;
    expect(await cache.read(1, 100, s.sum)).toBe('board 1');
    expect(await cache.read(1, 100, s.sum)).toBe('board 1');
    expect(s.calls).toBe(2);
    s.answer('board 2');
    await settled();
    expect(await cache.read(1, 100, s.sum)).toBe('board 2');
  });

  it('starts a new occurrence from a sum of its own, keeps tournaments apart, and sums every time at 0', async () => {
    const cache = new StandingsCache<string>(5_000, () => 0);
    const s = sums();
    const week1 = cache.read(1, 100, s.sum);
    s.answer('week 1');
    await week1;
    const week2 = cache.read(1, 200, s.sum);
    const other = cache.read(2, 100, s.sum);
    s.answer('week 2');
    s.answer('other');
    expect([await week2, await other]).toEqual(['week 2', 'other']);

    const always = new StandingsCache<string>(0, () => 0);
    const fresh = sums();
    const a = always.read(1, 100, fresh.sum);
    const b = always.read(1, 100, fresh.sum);
    fresh.answer('a');
    fresh.answer('b');
    expect([await a, await b]).toEqual(['a', 'b']);
  });

  it('after a bet of this process, the next reader waits for a sum that includes it', async () => {
    const cache = new StandingsCache<string>(5_000, () => 0);
    const s = sums();
    const first = cache.read(1, 100, s.sum);
    s.answer('before the bet');
    await first;
    cache.betPlaced();
    const after = cache.read(1, 100, s.sum);
    s.answer('with the bet');
    expect(await after).toBe('with the bet');
    expect(await cache.read(1, 100, s.sum)).toBe('with the bet');
    expect(s.calls).toBe(2);
  });

  it('after a failed sum, keeps the last one and lets the next reader try again', async () => {
    let now = 0;
    const cache = new StandingsCache<string>(5_000, () => now);
    const first = cache.read(1, 100, async () => 'board 1');
    expect(await first).toBe('board 1');
    now = 6_000;
    expect(await cache.read(1, 100, async () => Promise.reject(new Error('database busy')))).toBe('board 1');
    await settled();
    expect(await cache.read(1, 100, async () => 'board 2')).toBe('board 1');
    await settled();
    expect(await cache.read(1, 100, async () => 'board 3')).toBe('board 2');
  });
});
