import type { User } from '@casino/api-contract';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

/**
 * `second-step`: the password was right and the account has two-step sign-in on; no session has started until
 * `completeSecondStep` presents the challenge with a code.
 */
export type LoginResult = { ok: true } | { ok: false; error: string } | { ok: 'second-step'; challenge: string };

/** `restart`: the challenge is spent or expired, so the player must give the password again. */
export type SecondStepResult = { ok: true } | { ok: false; error: string; restart: boolean };

export type AuthContextValue = AuthState & {
  /** The signed-in player, read from the query cache (`playerQuery`); null for a visitor. */
  user: User | null;
  /** Changes whenever a session starts or ends: a key for content that must not outlive a session. */
  sessionEpoch: number;
  login: (identifier: string, password: string) => Promise<LoginResult>;
  /** The second step of a login that answered `second-step`: a code from the app or a recovery code. */
  completeSecondStep: (challenge: string, code: string) => Promise<SecondStepResult>;
  logout: () => Promise<void>;
  /** Starts the session of a player who has just signed up (the register answer set the cookies). */
  completeSignUp: (user: User) => Promise<void>;
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
