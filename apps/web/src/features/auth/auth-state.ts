import type { User } from '@casino/api-contract';

/**
 * docs/product.md#session-and-sign-in: idle → loading → authenticated | unauthenticated, plus refreshing while a known session re-reads the user,
 * and unavailable when the session check got no usable answer (a 5xx, a timeout, offline, a bad answer): the session
 * is then unknown, not over, so nothing treats the player as logged out until a 401 says so.
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'unauthenticated' | 'refreshing' | 'unavailable';

/** The session's state; the player itself lives in the query cache (`playerQuery`), not here. */
export type AuthState = {
  status: AuthStatus;
  error: string | null;
  /** Epoch ms of the last successful login (docs/product.md#session-and-sign-in). */
  loginAt: number | null;
  /** Why the session check failed, while `status` is `unavailable`; null otherwise. */
  sessionError: unknown;
};

export type AuthAction =
  | { type: 'sessionCheckStarted' }
  | { type: 'sessionChecked'; signedIn: boolean }
  | { type: 'sessionCheckFailed'; error: unknown }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded'; at: number }
  | { type: 'loginFailed'; error: string }
  | { type: 'secondStepRequired' }
  | { type: 'refreshStarted' }
  | { type: 'userRefreshed' }
  | { type: 'refreshFailed' }
  | { type: 'signedOut' };

export const initialAuthState: AuthState = {
  status: 'idle',
  error: null,
  loginAt: null,
  sessionError: null,
};

const signedOut: AuthState = { status: 'unauthenticated', error: null, loginAt: null, sessionError: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionCheckStarted':
      return { ...state, status: 'loading', error: null, sessionError: null };
    case 'sessionChecked':
      return action.signedIn ? { ...state, status: 'authenticated', error: null, sessionError: null } : signedOut;
    case 'sessionCheckFailed':
      return { ...state, status: 'unavailable', error: null, sessionError: action.error };
    case 'loginStarted':
      return { ...state, status: 'loading', error: null };
    case 'loginSucceeded':
      return { status: 'authenticated', error: null, loginAt: action.at, sessionError: null };
    case 'loginFailed':
      return { ...signedOut, error: action.error };
    case 'secondStepRequired':
      // Still logged out: no session exists until the code is given.
      return signedOut;
    case 'refreshStarted':
      return state.status === 'authenticated' ? { ...state, status: 'refreshing' } : state;
    case 'userRefreshed':
      return { ...state, status: 'authenticated' };
    case 'refreshFailed':
      // A failed re-read keeps the session: only a failed token refresh (signedOut) ends it.
      return state.status === 'refreshing' ? { ...state, status: 'authenticated' } : state;
    case 'signedOut':
      return signedOut;
  }
}

/**
 * While this holds nobody knows yet whether a player is logged in: the check is running or got no usable answer.
 * Log in, Sign up and the login redirect of protected pages wait for an answer.
 */
export const isSessionUnknown = (status: AuthStatus) =>
  status === 'idle' || status === 'loading' || status === 'unavailable';

/**
 * The session check has not answered yet: a press whose outcome depends on who is signed in waits for it. Unlike
 * `isSessionUnknown`, a check that got no usable answer (`unavailable`) is over: nothing is coming to wait for.
 */
export const isSessionCheckRunning = (status: AuthStatus) => status === 'idle' || status === 'loading';

/** The app knows whom it serves: a player, a visitor, or that no session check can be made now. */
export const isSessionDecided = (status: AuthStatus) =>
  status === 'authenticated' || status === 'unauthenticated' || status === 'unavailable';

/** True once the session check has finished: dialogs wait until the status is not idle (docs/product.md#access-rules). */
export const isAuthSettled = (status: AuthStatus) => status !== 'idle';
export const isLoggedIn = (auth: { status: AuthStatus; user: User | null }) =>
  (auth.status === 'authenticated' || auth.status === 'refreshing') && auth.user !== null;
