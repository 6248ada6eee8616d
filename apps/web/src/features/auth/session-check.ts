import type { User } from '@casino/api-contract';
import { retryDelay } from '@/config/query';
import { shouldRetryProfile } from './profile-retry';

export type SessionCheckDeps = {
  /** The session's user, null for a visitor; rejects for anything else (a 5xx, a timeout, offline, a bad answer). */
  fetchUser: (signal: AbortSignal) => Promise<User | null>;
  /** Resolves after `ms`, rejects when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Who is logged in, asked until there is an answer that means something. A visitor (null) is an answer; a failure
 * that is not a 401 says nothing about the session, so it is tried again with the query backoff (docs/product.md#request-timing: the
 * profile fetch is retried up to 3 times unless 401, with its backoff) and, if it still fails, rejects with the last error
 * so the app can say the account is unavailable instead of pretending the player logged out.
 */
export async function checkSession(signal: AbortSignal, { fetchUser, wait = waitFor }: SessionCheckDeps) {
  for (let failures = 0; ; failures += 1) {
    try {
      return await fetchUser(signal);
    } catch (error) {
      if (signal.aborted || !shouldRetryProfile(failures, error)) throw error;
      await wait(retryDelay(failures), signal);
    }
  }
}
