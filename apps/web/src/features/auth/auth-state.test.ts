import type { User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  type AuthAction,
  type AuthState,
  authReducer,
  initialAuthState,
  isLoggedIn,
  isSessionCheckRunning,
  isSessionDecided,
  isSessionUnknown,
} from './auth-state';

const user: User = { id: 1, login: 'demo', email: 'demo@casino.test', balance: 100000, lang: 'en', currency: 'USD' };
const authenticated: AuthState = { status: 'authenticated', error: null, loginAt: 10, sessionError: null };
const timeout = new ApiError({ kind: 'timeout', status: 0, message: 'The request timed out.', endpoint: 'me' });

describe('auth state transitions', () => {
  it.each<[string, AuthState, AuthAction, Partial<AuthState>]>([
    ['a new visit starts the session check', initialAuthState, { type: 'sessionCheckStarted' }, { status: 'loading' }],
    [
      'a session check with a user authenticates',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionChecked', signedIn: true },
      { status: 'authenticated' },
    ],
    [
      'a session check without a user leaves the visitor logged out',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionChecked', signedIn: false },
      { status: 'unauthenticated' },
    ],
    [
      'a session check without a usable answer leaves the session unknown, not logged out',
      { ...initialAuthState, status: 'loading' },
      { type: 'sessionCheckFailed', error: timeout },
      { status: 'unavailable', sessionError: timeout },
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
      { type: 'loginSucceeded', at: 1234 },
      { status: 'authenticated', loginAt: 1234 },
    ],
    [
      'a failed login is unauthenticated with the error',
      { ...initialAuthState, status: 'loading' },
      { type: 'loginFailed', error: 'Invalid username or password' },
      { status: 'unauthenticated', error: 'Invalid username or password' },
    ],
    [
      'a right password with two-step sign-in on stays logged out until the code is given',
      { ...initialAuthState, status: 'loading' },
      { type: 'secondStepRequired' },
      { status: 'unauthenticated', error: null },
    ],
    ['re-reading the user shows refreshing', authenticated, { type: 'refreshStarted' }, { status: 'refreshing' }],
    [
      'a visitor has no player to re-read',
      { ...initialAuthState, status: 'unauthenticated' },
      { type: 'refreshStarted' },
      { status: 'unauthenticated' },
    ],
    [
      'a re-read player ends the refresh',
      { ...authenticated, status: 'refreshing' },
      { type: 'userRefreshed' },
      { status: 'authenticated', loginAt: 10 },
    ],
    [
      'a failed re-read keeps the session',
      { ...authenticated, status: 'refreshing' },
      { type: 'refreshFailed' },
      { status: 'authenticated' },
    ],
    [
      'logging out clears the login time',
      authenticated,
      { type: 'signedOut' },
      { status: 'unauthenticated', loginAt: null },
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

  it.each<[AuthState['status'], boolean]>([
    ['idle', true],
    ['loading', true],
    ['unavailable', false],
    ['unauthenticated', false],
    ['authenticated', false],
    ['refreshing', false],
  ])('waits for the session check while %s: %s', (status, running) => {
    expect(isSessionCheckRunning(status)).toBe(running);
  });

  it.each<[AuthState['status'], boolean]>([
    ['idle', false],
    ['loading', false],
    ['refreshing', false],
    ['unavailable', true],
    ['unauthenticated', true],
    ['authenticated', true],
  ])('knows whom it serves once %s: %s', (status, decided) => {
    expect(isSessionDecided(status)).toBe(decided);
  });

  it('counts refreshing as logged in, loading or a missing player as not', () => {
    expect(isLoggedIn({ status: 'refreshing', user })).toBe(true);
    expect(isLoggedIn({ status: 'loading', user: null })).toBe(false);
    expect(isLoggedIn({ status: 'authenticated', user: null })).toBe(false);
  });
});
