import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Sweeps, startSweeps } from './sweeps';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const EVERY = {
  cryptoDeposits: 1_000,
  bonuses: 60_000,
  tokens: 3_600_000,
  bonusWarnings: 60_000,
  limits: 60_000,
  notifications: 3_600_000,
};

const idle = async () => 0;
const idleSweeps = (): Sweeps => ({
  cryptoDeposits: idle,
  bonuses: idle,
  tokens: idle,
  bonusWarnings: idle,
  limits: idle,
  notifications: idle,
});

describe('startSweeps', () => {
  it('runs each sweep at once and then on its interval, never twice at the same time, until stopped', async () => {
    vi.useFakeTimers();
    let running = 0;
    let peak = 0;
    let runs = 0;
    let finish: (() => void) | undefined;
    const slow = () => {
      runs += 1;
      running += 1;
      peak = Math.max(peak, running);
      return new Promise<number>((resolve) => {
        finish = () => {
          running -= 1;
          resolve(0);
        };
      });
    };
    const stop = startSweeps({ ...idleSweeps(), cryptoDeposits: slow }, EVERY);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(peak).toBe(1);
    stop();
    finish?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs === 1) throw new Error('database unavailable');
      return 1;
    };
    const stop = startSweeps({ ...idleSweeps(), cryptoDeposits: flaky }, EVERY);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(log).toHaveBeenCalledWith('The cryptoDeposits sweep failed:', expect.any(Error));
    stop();
  });
});
