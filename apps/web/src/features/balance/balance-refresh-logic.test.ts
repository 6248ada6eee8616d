import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BALANCE_REFRESH_DEBOUNCE_MS,
  BALANCE_REFRESH_MIN_INTERVAL_MS,
  RECENT_LOGIN_WINDOW_MS,
} from '../../config/constants';
import {
  createBalanceRefreshScheduler,
  isBalanceRefreshPath,
  nextRefreshAt,
  shouldRefreshOnRouteChange,
} from './balance-refresh-logic';

describe('the spec constants', () => {
  it('are 2 s debounce, 5 s between refreshes, 5,000 ms after login (spec §4, §9)', () => {
    expect([BALANCE_REFRESH_DEBOUNCE_MS, BALANCE_REFRESH_MIN_INTERVAL_MS, RECENT_LOGIN_WINDOW_MS]).toEqual([
      2000, 5000, 5000,
    ]);
  });
});

describe('isBalanceRefreshPath', () => {
  it.each([
    ['/user/cashier', true],
    ['/user/cashier/withdraw', true],
    ['/games/book-of-dead', true],
    ['/games/', false],
    ['/user/bets', true],
    ['/user/transactions', true],
    ['/user/promotions', true],
    ['/user/profile', false],
    ['/', false],
    ['/categories/slots', false],
    ['/user/cashierx', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isBalanceRefreshPath(pathname)).toBe(expected);
  });
});

describe('shouldRefreshOnRouteChange', () => {
  const now = 1_000_000;
  it.each([
    ['a logged-in player on the cashier, no recent login', { isLoggedIn: true, loginAt: null }, '/user/cashier', true],
    ['a visitor', { isLoggedIn: false, loginAt: null }, '/user/cashier', false],
    ['a page that is not listed', { isLoggedIn: true, loginAt: null }, '/', false],
    ['a login 4,999 ms ago', { isLoggedIn: true, loginAt: now - 4_999 }, '/games/x', false],
    ['a login exactly 5,000 ms ago', { isLoggedIn: true, loginAt: now - 5_000 }, '/games/x', true],
  ])('%s', (_, auth, pathname, expected) => {
    expect(shouldRefreshOnRouteChange({ ...auth, pathname, now })).toBe(expected);
  });
});

describe('nextRefreshAt', () => {
  it.each([
    ['first request waits for the debounce', { lastRequestAt: 10_000, lastRefreshAt: null }, 12_000],
    ['a refresh long ago does not delay', { lastRequestAt: 10_000, lastRefreshAt: 1_000 }, 12_000],
    ['a refresh 1 s ago pushes it to 5 s after that one', { lastRequestAt: 10_000, lastRefreshAt: 9_000 }, 14_000],
  ])('%s', (_, input, expected) => {
    expect(nextRefreshAt(input)).toBe(expected);
  });
});

describe('the scheduler, with a fake clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());
  const timers = {
    now: () => Date.now(),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  };

  it('collapses requests 1 s apart into one refresh 2 s after the last', () => {
    const refresh = vi.fn();
    const s = createBalanceRefreshScheduler(refresh, timers);
    s.request();
    vi.advanceTimersByTime(1_000);
    s.request();
    vi.advanceTimersByTime(1_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps 5 s between refreshes', () => {
    const refresh = vi.fn();
    const s = createBalanceRefreshScheduler(refresh, timers);
    s.request();
    vi.advanceTimersByTime(2_000); // refresh at t=2000
    s.request(); // debounce says 4000, interval says 7000
    vi.advanceTimersByTime(4_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once from the button, and the next request keeps the interval from it', () => {
    const refresh = vi.fn();
    const s = createBalanceRefreshScheduler(refresh, timers);
    s.refreshNow();
    expect(refresh).toHaveBeenCalledTimes(1);
    s.request();
    vi.advanceTimersByTime(4_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing after dispose', () => {
    const refresh = vi.fn();
    const s = createBalanceRefreshScheduler(refresh, timers);
    s.request();
    s.dispose();
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
