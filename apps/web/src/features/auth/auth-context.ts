import type { User } from '@casino/api-contract';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

/**
 * `second-step`: the password was right and the account has two-step sign-in on; no session has started until
 * `completeSecondStep` presents the challenge with a code.
 */
export type LoginResult = { ok: true } | { ok: false; error: string } | { ok: 'second-step'; challenge: string };

export type AuthContextValue = AuthState & {
  /** The signed-in player, read from the query cache (`playerQuery`); null for a visitor. */
  user: User | null;
  /** Changes whenever a session starts or ends: a key for content that must not outlive a session. */
  sessionEpoch: number;
  login: (identifier: string, password: string) => Promise<LoginResult>;
  logout: () => Promise<void>;
  /** Starts the session of a player whose answer set the cookies: a sign-up, or a login's second step. */
  startSessionOf: (user: User) => Promise<void>;
  /** Re-reads the user (balance, profile) without ending the session. */
  refreshUser: () => Promise<void>;
  /** Starts the session check over, e.g. from the Retry of "your account could not be loaded". */
  retrySession: () => void;
  /** Counts session checks started; changes when retrySession starts a new one. */
  sessionCheckRun: number;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
