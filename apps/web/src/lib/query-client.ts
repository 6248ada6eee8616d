import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  REFETCH_ON_WINDOW_FOCUS,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from '@/config/query';

/** A query client with the cache policy of docs/product.md#query-cache; one per app (and one per test, so tests share no cache). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}
