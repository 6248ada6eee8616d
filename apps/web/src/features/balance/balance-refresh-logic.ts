import {
  BALANCE_REFRESH_DEBOUNCE_MS,
  BALANCE_REFRESH_MIN_INTERVAL_MS,
  RECENT_LOGIN_WINDOW_MS,
} from '../../config/constants';

/**
 * Pages whose arrival refreshes the balance (issue 6: cashier, game, history and promotions pages). Matched as path
 * prefixes so a cashier tab (`/user/cashier/withdraw`) or a game (`/games/{alias}`) counts.
 */
export const BALANCE_REFRESH_PATH_PREFIXES = [
  '/user/cashier',
  '/games/',
  '/user/bets',
  '/user/transactions',
  '/user/history',
  '/user/promotions',
] as const;

export function isBalanceRefreshPath(pathname: string): boolean {
  return BALANCE_REFRESH_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix) && pathname.length > prefix.length
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Spec §4: a route change refreshes for a logged-in player on those pages, unless they logged in moments ago. */
export function shouldRefreshOnRouteChange(input: {
  pathname: string;
  isLoggedIn: boolean;
  loginAt: number | null;
  now: number;
}): boolean {
  if (!input.isLoggedIn || !isBalanceRefreshPath(input.pathname)) return false;
  return input.loginAt === null || input.now - input.loginAt >= RECENT_LOGIN_WINDOW_MS;
}

/**
 * When a requested refresh may run (spec §9): 2 s after the last request (debounce), and never sooner than 5 s
 * after the previous refresh started.
 */
export function nextRefreshAt(input: { lastRequestAt: number; lastRefreshAt: number | null }): number {
  const debounced = input.lastRequestAt + BALANCE_REFRESH_DEBOUNCE_MS;
  if (input.lastRefreshAt === null) return debounced;
  return Math.max(debounced, input.lastRefreshAt + BALANCE_REFRESH_MIN_INTERVAL_MS);
}

export type Timers = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type BalanceRefreshScheduler = {
  /** Asks for a refresh; many requests close together give one refresh (spec §9 debounce and minimum interval). */
  request: () => void;
  /** The player's refresh button: at once, and it counts as the latest refresh for the interval rule. */
  refreshNow: () => void;
  dispose: () => void;
};

export function createBalanceRefreshScheduler(refresh: () => void, timers: Timers): BalanceRefreshScheduler {
  let lastRefreshAt: number | null = null;
  let lastRequestAt = 0;
  let handle: unknown;

  const run = () => {
    handle = undefined;
    lastRefreshAt = timers.now();
    refresh();
  };
  const schedule = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, Math.max(0, nextRefreshAt({ lastRequestAt, lastRefreshAt }) - timers.now()));
  };

  return {
    request() {
      lastRequestAt = timers.now();
      schedule();
    },
    refreshNow() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      run();
    },
    dispose() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}
