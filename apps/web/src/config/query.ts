import { isApiError } from '@/lib/api/api-error';
import { isAuthEndpoint } from '@/lib/api/client';

/** The cache policy of docs/product.md#query-cache and the retries of docs/product.md#request-timing. */

const MINUTE_MS = 60_000;

/** docs/product.md#query-cache: fresh 5 min. */
export const QUERY_STALE_TIME_MS = 5 * MINUTE_MS;
/** docs/product.md#query-cache: kept 10 min. */
export const QUERY_GC_TIME_MS = 10 * MINUTE_MS;
/** docs/product.md#request-timing: 3 retries (the profile fetch too, unless 401). */
export const QUERY_RETRIES = 3;
/** docs/product.md#request-timing: backoff capped at 30 s. */
export const RETRY_DELAY_CAP_MS = 30_000;
const RETRY_DELAY_BASE_MS = 1000;
/** docs/product.md#request-timing: mutations retried once. */
export const MUTATION_RETRIES = 1;
/** docs/product.md#query-cache: no refetch on window focus. */
export const REFETCH_ON_WINDOW_FOCUS = false;

/** How long each resource stays fresh (docs/product.md#query-cache); each feature's queryOptions picks its entry. */
export const freshness = {
  profile: 5 * MINUTE_MS,
  bets: 2 * MINUTE_MS,
  transactions: 2 * MINUTE_MS,
  favorites: 10 * MINUTE_MS,
  games: 15 * MINUTE_MS,
  game: 10 * MINUTE_MS,
  gameGroup: 15 * MINUTE_MS,
  currencies: 60 * MINUTE_MS,
  promotions: 10 * MINUTE_MS,
  ipInfo: 5 * MINUTE_MS,
  /** The account stream pushes the unread count as it changes; a read keeps the bell right while the stream is down. */
  notifications: 1 * MINUTE_MS,
} as const satisfies Record<string, number>;
export type FreshnessResource = keyof typeof freshness;

/** 1 s, 2 s, 4 s … doubling per failure (TanStack passes 0 after the first), never above 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** Math.max(0, failureCount), RETRY_DELAY_CAP_MS);
}

/**
 * Whether trying again could give another answer. Network failures, timeouts and 5xx may pass; a 4xx, an error
 * envelope below 500 or an unreadable answer is the server's considered reply and would only come back again.
 * Errors not from the API client are retried, as TanStack Query would by default.
 */
function mayBeTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  // Auth endpoints are never retried (docs/product.md#session-and-sign-in).
  if (error.endpoint && isAuthEndpoint(error.endpoint)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
    case 'envelope':
      return error.status >= 500;
    case 'malformed':
    case 'aborted':
      return false;
  }
}

/** Query `retry` (docs/product.md#request-timing: three retries; never on 401, never auth endpoints). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && mayBeTransient(error);
}

/** Mutation `retry` (docs/product.md#request-timing: once; never on a 4xx: the server has refused, sending again would not change that). */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MUTATION_RETRIES && mayBeTransient(error);
}
