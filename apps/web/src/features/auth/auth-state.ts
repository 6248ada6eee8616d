import type { User } from '@casino/api-contract';

/** Spec §4: idle → loading → authenticated | unauthenticated, plus refreshing while a known session re-reads the user. */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'unauthenticated' | 'refreshing';

export type AuthState = {
  status: AuthStatus;
  user: User | null;
  error: string | null;
  /** Epoch ms of the last successful login (spec §4 "login time recorded"). */
  loginAt: number | null;
};

export type AuthAction =
  | { type: 'sessionCheckStarted' }
  | { type: 'sessionChecked'; user: User | null }
  | { type: 'loginStarted' }
  | { type: 'loginSucceeded'; user: User; at: number }
  | { type: 'loginFailed'; error: string }
  | { type: 'refreshStarted' }
  | { type: 'userRefreshed'; user: User }
  | { type: 'refreshFailed' }
  | { type: 'signedOut' };

export const initialAuthState: AuthState = { status: 'idle', user: null, error: null, loginAt: null };

const signedOut: AuthState = { status: 'unauthenticated', user: null, error: null, loginAt: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionCheckStarted':
      return { ...state, status: 'loading', error: null };
    case 'sessionChecked':
      return action.user ? { ...state, status: 'authenticated', user: action.user, error: null } : signedOut;
    case 'loginStarted':
      return { ...state, status: 'loading', error: null };
    case 'loginSucceeded':
      return { status: 'authenticated', user: action.user, error: null, loginAt: action.at };
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

/** True once the session check has finished; spec §2 "Modals wait until the auth status is not idle". */
export const isAuthSettled = (status: AuthStatus) => status !== 'idle';
export const isLoggedIn = (state: AuthState) =>
  (state.status === 'authenticated' || state.status === 'refreshing') && state.user !== null;
