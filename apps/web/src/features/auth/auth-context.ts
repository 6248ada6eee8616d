import type { User } from '@casino/api-contract';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

export type LoginResult = { ok: true } | { ok: false; error: string };

export type AuthContextValue = AuthState & {
  /** The signed-in player, read from the query cache (`playerQuery`); null for a visitor. */
  user: User | null;
  /** Changes whenever a session starts or ends: a key for content that must not outlive a session. */
  sessionEpoch: number;
  login: (identifier: string, password: string) => Promise<LoginResult>;
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
