import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BALANCE_REFRESH_DEBOUNCE_MS,
  BALANCE_REFRESH_MIN_INTERVAL_MS,
  RECENT_LOGIN_WINDOW_MS,
} from '@/config/constants';
import {
  createBalanceRefreshScheduler,
  initialRefreshState,
  isBalanceRefreshPath,
  isRefreshWorking,
  shouldRefreshOnRouteChange,
  stepRefresh,
} from './balance-refresh-logic';

describe('the refresh constants', () => {
  it('are 2 s debounce, 5 s between refreshes, 5,000 ms after login', () => {
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

describe('stepRefresh, one event at a time', () => {
  const idleAfter = (lastRefreshAt: number) => ({ ...initialRefreshState, lastRefreshAt });
  it.each([
    ['a first press starts at once', initialRefreshState, { type: 'press', now: 100 }, true, null],
    ['a press 5 s after the last refresh starts at once', idleAfter(0), { type: 'press', now: 5_000 }, true, null],
    [
      'a press 1 s after the last refresh is owed for 5 s after it',
      idleAfter(0),
      { type: 'press', now: 1_000 },
      false,
      5_000,
    ],
    [
      'a press while one runs is owed for 5 s after its start',
      { ...idleAfter(0), running: true },
      { type: 'press', now: 6_000 },
      false,
      6_000,
    ],
    ['a request waits for the debounce', initialRefreshState, { type: 'request', now: 10_000 }, false, 12_000],
    [
      'a request 1 s after a refresh waits for the interval',
      idleAfter(9_000),
      { type: 'request', now: 10_000 },
      false,
      14_000,
    ],
    [
      'a request does not push back a press already owed',
      { ...idleAfter(0), dueAt: 5_000, duePressed: true },
      { type: 'request', now: 4_000 },
      false,
      5_000,
    ],
    [
      'a tick before the moment owed starts nothing',
      { ...idleAfter(0), dueAt: 5_000 },
      { type: 'tick', now: 4_999 },
      false,
      5_000,
    ],
    [
      'a tick at the moment owed starts it',
      { ...idleAfter(0), dueAt: 5_000 },
      { type: 'tick', now: 5_000 },
      true,
      null,
    ],
    [
      'an answer after the moment owed starts the owed one',
      { ...idleAfter(0), running: true, dueAt: 5_000, duePressed: true },
      { type: 'done', now: 7_000 },
      true,
      null,
    ],
  ] as const)('%s', (_, state, event, start, dueAt) => {
    const step = stepRefresh(state, event);
    expect(step.start).toBe(start);
    expect(step.state.dueAt).toBe(dueAt);
  });

  it('counts a login as a refresh, so a press right after it waits', () => {
    const { state } = stepRefresh(initialRefreshState, { type: 'loggedIn', at: 1_000 });
    expect(stepRefresh(state, { type: 'press', now: 2_000 })).toMatchObject({ start: false, state: { dueAt: 6_000 } });
  });

  it('shows the button working while a refresh runs or one is owed to a press, not for a quiet request', () => {
    expect(isRefreshWorking({ ...initialRefreshState, running: true })).toBe(true);
    expect(isRefreshWorking({ ...initialRefreshState, dueAt: 5_000, duePressed: true })).toBe(true);
    expect(isRefreshWorking({ ...initialRefreshState, dueAt: 5_000, duePressed: false })).toBe(false);
  });
});

/**
 * Runs the scheduler on a fake clock: each input is [ms, 'press' | 'request'], every refresh takes `answerMs`;
 * the result is when each refresh started.
 */
async function refreshStarts(inputs: [number, 'press' | 'request' | 'login'][], answerMs = 300) {
  const starts: number[] = [];
  const announced: number[] = [];
  const scheduler = createBalanceRefreshScheduler(
    () => {
      starts.push(Date.now());
      return new Promise((resolve) => setTimeout(resolve, answerMs));
    },
    {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    () => announced.push(Date.now()),
  );
  for (const [at, what] of inputs) {
    await vi.advanceTimersByTimeAsync(at - Date.now());
    if (what === 'press') scheduler.press();
    else if (what === 'request') scheduler.request();
    else scheduler.loggedIn(Date.now());
  }
  await vi.advanceTimersByTimeAsync(30_000);
  scheduler.dispose();
  return { starts, announced };
}

describe('the scheduler, on a fake clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    [
      'five presses in one second: one at once, one more 5 s later',
      [0, 250, 500, 750, 1_000].map((t) => [t, 'press']),
      [0, 5_000],
    ],
    [
      'a press, then another 6 s later: both at once',
      [
        [0, 'press'],
        [6_000, 'press'],
      ],
      [0, 6_000],
    ],
    [
      'five spins 0.9 s apart: one refresh 2 s after the last',
      [0, 900, 1_800, 2_700, 3_600].map((t) => [t, 'request']),
      [5_600],
    ],
    [
      'a spin, then a press: the press goes at once and takes the spin along',
      [
        [0, 'request'],
        [500, 'press'],
      ],
      [500],
    ],
    [
      'a press, then a spin: the spin waits the interval',
      [
        [0, 'press'],
        [1_000, 'request'],
      ],
      [0, 5_000],
    ],
    [
      'a login, then a press 1 s later: none until 5 s after the login',
      [
        [0, 'login'],
        [1_000, 'press'],
      ],
      [5_000],
    ],
    [
      'a login, then a spin: none until 5 s after the login',
      [
        [0, 'login'],
        [500, 'request'],
      ],
      [5_000],
    ],
  ] as const)('%s', async (_, inputs, expected) => {
    const { starts } = await refreshStarts(inputs as unknown as [number, 'press' | 'request' | 'login'][]);
    expect(starts).toEqual(expected);
  });

  it('folds presses during a slow refresh into one more, started when the first answers', async () => {
    const { starts } = await refreshStarts(
      [
        [0, 'press'],
        [1_000, 'press'],
        [2_000, 'press'],
      ],
      8_000,
    );
    expect(starts).toEqual([0, 8_000]);
  });

  it('tells when a pressed refresh answers, not an automatic one', async () => {
    const { announced } = await refreshStarts([
      [0, 'request'],
      [10_000, 'press'],
    ]);
    expect(announced).toEqual([10_300]);
  });

  it('does nothing after dispose', async () => {
    const refresh = vi.fn(async () => {});
    const s = createBalanceRefreshScheduler(refresh, {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    });
    s.request();
    s.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
