import { DEFAULT_CURRENCY, type User } from '@casino/api-contract';
import { vi } from 'vitest';
import type { AuthContextValue } from '../src/features/auth';

/** The seeded demo player as the session knows it. */
export const demoPlayer: User = {
  id: 1,
  login: 'demo',
  email: 'demo@casino.test',
  balance: 100_000,
  lang: 'en',
  currency: DEFAULT_CURRENCY,
  country: 'US',
  emailVerified: true,
};

/** A logged-in session without the network: only what pages read from `useAuth`. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'authenticated',
    user: demoPlayer,
    error: null,
    loginAt: null,
    sessionError: null,
    sessionEpoch: 0,
    sessionCheckRun: 0,
    login: vi.fn(async () => ({ ok: true as const })),
    logout: vi.fn(async () => undefined),
    startSessionOf: vi.fn(async () => undefined),
    refreshUser: vi.fn(async () => undefined),
    retrySession: vi.fn(),
    ...overrides,
  };
}
