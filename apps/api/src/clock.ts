/** Epoch milliseconds: the time every route, the seed and the simulator read. */
export type Clock = () => number;

/**
 * The server's clock. With a fixed start (configuration `FAKE_NOW`), time begins at that instant and flows at the
 * real pace from there, so tests see the same dates on any day the suite runs while timers and expiries still work.
 */
export function createClock(fakeNow: number | undefined, realNow: Clock = Date.now): Clock {
  if (fakeNow === undefined) return realNow;
  const startedAt = realNow();
  return () => fakeNow + (realNow() - startedAt);
}
