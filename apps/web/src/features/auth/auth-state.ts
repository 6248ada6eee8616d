import type { User } from '@casino/api-contract';

/**
 * Spec §4: idle → loading → authenticated | unauthenticated, plus refreshing while a known session re-reads the user,
 * and unavailable when the session check got no usable answer (a 5xx, a timeout, offline, a bad answer): the session
 * is then unknown, not over, so nothing treats the player as logged out until a 401 says so.
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'unauthenticated' | 'refreshing' | 'unavailable';

export type AuthState = {
  status: AuthStatus;
  user: User | null;
  error: string | null;
  /** Epoch ms of the last successful login (spec §4 "login time recorded"). */
  loginAt: number | null;
  /** Why the session check failed, while `status` is `unavailable`; null otherwise. */
  sessionError: unknown;
};

export type AuthAction =
  | { type: 'sessionCheckStarted' }
  | { type: 'sessionChecked'; user: User | null }
  | { type: 'sessionCheckFailed'; error: unknown }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded'; user: User; at: number }
  | { type: 'loginFailed'; error: string }
  | { type: 'refreshStarted' }
  | { type: 'userRefreshed'; user: User }
  | { type: 'refreshFailed' }
  | { type: 'signedOut' };

export const initialAuthState: AuthState = {
  status: 'idle',
  user: null,
  error: null,
  loginAt: null,
  sessionError: null,
};

const signedOut: AuthState = { status: 'unauthenticated', user: null, error: null, loginAt: null, sessionError: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionCheckStarted':
      return { ...state, status: 'loading', error: null, sessionError: null };
    case 'sessionChecked':
      return action.user
        ? { ...state, status: 'authenticated', user: action.user, error: null, sessionError: null }
        : signedOut;
    case 'sessionCheckFailed':
      return { ...state, status: 'unavailable', user: null, error: null, sessionError: action.error };
    case 'loginStarted':
      return { ...state, status: 'loading', error: null };
    case 'loginSucceeded':
      return { status: 'authenticated', user: action.user, error: null, loginAt: action.at, sessionError: null };
    case 'loginFailed':
      return { ...signedOut, error: action.error };
    case 'refreshStarted':
      return state.user ? { ...state, status: 'refreshing' } : state;
    case 'userRefreshed':
      return { ...state, status: 'authenticated', user: action.user };
    case 'refreshFailed':
      // A failed re-read keeps the session: only a failed token refresh (signedOut) ends it.
      return state.user ? { ...state, status: 'authenticated' } : state;
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

/** True once the session check has finished; spec §2 "Modals wait until the auth status is not idle". */
export const isAuthSettled = (status: AuthStatus) => status !== 'idle';
export const isLoggedIn = (state: AuthState) =>
  (state.status === 'authenticated' || state.status === 'refreshing') && state.user !== null;
