import {
  BALANCE_REFRESH_DEBOUNCE_MS,
  BALANCE_REFRESH_MIN_INTERVAL_MS,
  RECENT_LOGIN_WINDOW_MS,
} from '@/config/constants';

/**
 * Pages whose arrival refreshes the balance (cashier, game, history and promotions pages). Matched as path
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

/** docs/product.md#balance-refresh: a route change refreshes for a logged-in player on those pages, unless they logged in moments ago. */
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
 * Everything the balance refresh rules (docs/product.md#balance-refresh) need to remember. Every way a refresh is asked for goes through
 * the same state, so the button, balance-affecting mutations, spins and game messages together never call `/me`
 * more often than the rules allow.
 */
export type RefreshState = {
  /** When the last refresh started, or the login whose answer carried the balance; null before either. */
  lastRefreshAt: number | null;
  /** A refresh is on its way to the server. */
  running: boolean;
  /** When the one refresh still owed may start; null when none is owed. */
  dueAt: number | null;
  /** The refresh owed was asked for by the player (it is not debounced, and it is announced when done). */
  duePressed: boolean;
  /** The running refresh was asked for by the player. */
  runningPressed: boolean;
};

export const initialRefreshState: RefreshState = {
  lastRefreshAt: null,
  running: false,
  dueAt: null,
  duePressed: false,
  runningPressed: false,
};

export type RefreshEvent =
  /** Something changed the balance (a mutation, a spin, a game message, arrival on a balance page). */
  | { type: 'request'; now: number }
  /** The player pressed the refresh button. */
  | { type: 'press'; now: number }
  /** The timer set for `dueAt` went off. */
  | { type: 'tick'; now: number }
  /** The running refresh answered (or failed). */
  | { type: 'done'; now: number }
  /** A login answered with the balance: it counts as a refresh, so none follows right after it. */
  | { type: 'loggedIn'; at: number };

export type RefreshStep = {
  state: RefreshState;
  /** Start a refresh now (the state already says it runs). */
  start: boolean;
};

/** The earliest moment the minimum interval allows the next refresh to start. */
const intervalAllows = (state: RefreshState) =>
  state.lastRefreshAt === null ? Number.NEGATIVE_INFINITY : state.lastRefreshAt + BALANCE_REFRESH_MIN_INTERVAL_MS;

const startNow = (now: number, pressed: boolean): RefreshStep => ({
  state: { lastRefreshAt: now, running: true, dueAt: null, duePressed: false, runningPressed: pressed },
  start: true,
});

/** Starts the owed refresh if it is due and nothing runs. */
const startIfDue = (state: RefreshState, now: number): RefreshStep =>
  !state.running && state.dueAt !== null && now >= state.dueAt
    ? startNow(now, state.duePressed)
    : { state, start: false };

/**
 * The balance refresh rules as one pure step (docs/product.md#balance-refresh: 2 s debounce, at least 5 s between refreshes; none
 * right after login). A press refreshes at once when allowed; presses while a refresh runs or within the interval
 * fold into at most one more. Requests are debounced, and fold into the same one owed refresh.
 */
export function stepRefresh(state: RefreshState, event: RefreshEvent): RefreshStep {
  switch (event.type) {
    case 'request': {
      const debounced = Math.max(event.now + BALANCE_REFRESH_DEBOUNCE_MS, intervalAllows(state));
      // A press already owed keeps its earlier moment; a later request never pushes it back.
      const dueAt = state.duePressed && state.dueAt !== null ? Math.min(state.dueAt, debounced) : debounced;
      return { state: { ...state, dueAt }, start: false };
    }
    case 'press': {
      const allowedAt = Math.max(event.now, intervalAllows(state));
      if (!state.running && allowedAt <= event.now) return startNow(event.now, true);
      const dueAt = state.dueAt === null ? allowedAt : Math.min(state.dueAt, allowedAt);
      return { state: { ...state, dueAt, duePressed: true }, start: false };
    }
    case 'tick':
      return startIfDue(state, event.now);
    case 'done':
      return startIfDue({ ...state, running: false }, event.now);
    case 'loggedIn':
      return { state: { ...state, lastRefreshAt: Math.max(state.lastRefreshAt ?? event.at, event.at) }, start: false };
  }
}

/** The refresh button shows it is working while a refresh runs or one is owed to the player. */
export const isRefreshWorking = (state: RefreshState) => state.running || (state.dueAt !== null && state.duePressed);

export type Timers = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type BalanceRefreshScheduler = {
  /** Something changed the balance: refresh soon, under the rules of docs/product.md#balance-refresh. */
  request: () => void;
  /** The player's refresh button. */
  press: () => void;
  /** A login just gave the balance. */
  loggedIn: (at: number) => void;
  getState: () => RefreshState;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
};

/**
 * Drives `stepRefresh` with real (or fake) timers: one timer for the owed refresh, `refresh` called when a step says
 * start. `onPressedDone` hears when a refresh the player asked for has answered.
 */
export function createBalanceRefreshScheduler(
  refresh: () => Promise<void>,
  timers: Timers,
  onPressedDone: () => void = () => {},
): BalanceRefreshScheduler {
  let state = initialRefreshState;
  let handle: unknown;
  let disposed = false;
  const listeners = new Set<() => void>();

  const apply = (event: RefreshEvent) => {
    if (disposed) return;
    const step = stepRefresh(state, event);
    state = step.state;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    if (!state.running && state.dueAt !== null) {
      handle = timers.setTimeout(() => apply({ type: 'tick', now: timers.now() }), state.dueAt - timers.now());
    }
    for (const listener of listeners) listener();
    if (step.start) {
      const pressed = state.runningPressed;
      void refresh()
        .catch(() => undefined)
        .then(() => {
          if (pressed && !disposed) onPressedDone();
          apply({ type: 'done', now: timers.now() });
        });
    }
  };

  return {
    request: () => apply({ type: 'request', now: timers.now() }),
    press: () => apply({ type: 'press', now: timers.now() }),
    loggedIn: (at) => apply({ type: 'loggedIn', at }),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}
