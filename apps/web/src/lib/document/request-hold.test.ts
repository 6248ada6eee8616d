import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequests, whenRequestsMayStart } from './request-hold';

const settled = async (promise: Promise<void> | undefined) => {
  let done = false;
  void promise?.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return promise === undefined || done;
};

describe('holdRequests', () => {
  afterEach(() => vi.useRealTimers());

  it('holds nothing until asked', async () => {
    expect(await settled(whenRequestsMayStart())).toBe(true);
  });

  it('holds requests until released, then lets them and later ones through', async () => {
    const release = holdRequests();
    const waiting = whenRequestsMayStart();
    expect(await settled(waiting)).toBe(false);
    release();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(whenRequestsMayStart())).toBe(true);
  });

  it('lets them through after the longest hold even if never released', async () => {
    vi.useFakeTimers();
    const release = holdRequests(1_000);
    const waiting = whenRequestsMayStart();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    release();
  });
});
