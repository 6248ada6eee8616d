import { type FetchStatus, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSlowAfter } from './use-slow-after';

/** The part of a TanStack Query result this hook reads. */
export type LoadableQuery = { isPending: boolean; isPlaceholderData: boolean; fetchStatus: FetchStatus };

export type LoadStatus = {
  /** The data has been on its way for SLOW_LOAD_NOTICE_MS: say so, the query keeps its timeout and retries. */
  slow: boolean;
  /** TanStack Query holds the fetch until the browser is back online. */
  offline: boolean;
  /** Drops the running attempt and its retries and starts over, with a fresh slow timer. */
  startOver: () => void;
};

/**
 * Whether a page's data is late, from TanStack Query's fetch state: waiting means fetching (or paused offline) with
 * nothing to show yet, or only the previous page's data as a placeholder. `queryKey` is the query's, for Retry.
 */
export function useLoadStatus(query: LoadableQuery, queryKey: QueryKey): LoadStatus {
  return useLoadStatusOf([{ query, queryKey }]);
}

/** The same over several queries of one page: slow while any of them waits; Retry starts over those that wait. */
export function useLoadStatusOf(entries: { query: LoadableQuery; queryKey: QueryKey }[]): LoadStatus {
  const queryClient = useQueryClient();
  const [run, setRun] = useState(0);
  const waiting = entries.filter(
    ({ query }) => query.fetchStatus !== 'idle' && (query.isPending || query.isPlaceholderData),
  );
  const slow = useSlowAfter(waiting.length > 0, run);
  const startOver = () => {
    setRun((current) => current + 1);
    // A refetch would only join the running attempt while there is no data; a reset drops it (aborting its request)
    // and its pending retries, and fetches anew.
    for (const { queryKey } of waiting) void queryClient.resetQueries({ queryKey, exact: true });
  };
  return { slow, offline: waiting.some(({ query }) => query.fetchStatus === 'paused'), startOver };
}
