import type { User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  type AuthAction,
  type AuthState,
  authReducer,
  initialAuthState,
  isLoggedIn,
  isSessionUnknown,
} from './auth-state';

const user: User = { id: 1, login: 'demo', email: 'demo@casino.test', balance: 100000, lang: 'en', currency: 'USD' };
const authenticated: AuthState = { status: 'authenticated', user, error: null, loginAt: 10, sessionError: null };
const timeout = new ApiError({ kind: 'timeout', status: 0, message: 'The request timed out.', endpoint: 'me' });

describe('auth state transitions (spec §4)', () => {
  it.each<[string, AuthState, AuthAction, Partial<AuthState>]>([
    ['a new visit starts the session check', initialAuthState, { type: 'sessionCheckStarted' }, { status: 'loading' }],
    [
      'a session check with a user authenticates',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionChecked', user },
      { status: 'authenticated', user },
    ],
    [
      'a session check without a user leaves the visitor logged out',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionChecked', user: null },
      { status: 'unauthenticated', user: null },
    ],
    [
      'a session check without a usable answer leaves the session unknown, not logged out',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionCheckFailed', error: timeout },
      { status: 'unavailable', user: null, sessionError: timeout },
    ],
    [
      'a new check after that starts over and forgets the failure',
      { ...initialAuthState, status: 'unavailable', sessionError: timeout },
      { type: 'sessionCheckStarted' },
      { status: 'loading', sessionError: null },
    ],
    [
      'a 401 (refused refresh) while unavailable logs out',
      { ...initialAuthState, status: 'unavailable', sessionError: timeout },
      { type: 'signedOut' },
      { status: 'unauthenticated', sessionError: null },
    ],
    [
      'a successful login records the login time',
      { ...initialAuthState, status: 'loading' },
      { type: 'loginSucceeded', user, at: 1234 },
      { status: 'authenticated', user, loginAt: 1234 },
    ],
    [
      'a failed login is unauthenticated with the error',
      { ...initialAuthState, status: 'loading' },
      { type: 'loginFailed', error: 'Invalid username or password' },
      { status: 'unauthenticated', error: 'Invalid username or password', user: null },
    ],
    ['re-reading the user shows refreshing', authenticated, { type: 'refreshStarted' }, { status: 'refreshing', user }],
    [
      'a failed re-read keeps the session',
      { ...authenticated, status: 'refreshing' },
      { type: 'refreshFailed' },
      { status: 'authenticated', user },
    ],
    [
      'logging out clears the user and login time',
      authenticated,
      { type: 'signedOut' },
      { status: 'unauthenticated', user: null, loginAt: null },
    ],
  ])('%s', (_, state, action, expected) => {
    expect(authReducer(state, action)).toMatchObject(expected);
  });

  it.each<[AuthState['status'], boolean]>([
    ['idle', true],
    ['loading', true],
    ['unavailable', true],
    ['unauthenticated', false],
    ['authenticated', false],
    ['refreshing', false],
  ])('treats the session as unknown while %s: %s', (status, unknown) => {
    expect(isSessionUnknown(status)).toBe(unknown);
  });

  it('counts refreshing as logged in, loading as not', () => {
    expect(isLoggedIn({ ...authenticated, status: 'refreshing' })).toBe(true);
    expect(isLoggedIn({ ...initialAuthState, status: 'loading' })).toBe(false);
  });
});
