import { QUERY_RETRIES } from '@/config/query';
import { isApiError } from '@/lib/api/api-error';

/**
 * The profile fetch is retried up to 3 times unless 401 (docs/product.md#request-timing). A 401 means the session is gone (the client has
 * already tried one refresh); a cancelled request is not a failure. Everything else gets the three retries.
 */
export function shouldRetryProfile(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.kind === 'aborted')) return false;
  return failureCount < QUERY_RETRIES;
}
