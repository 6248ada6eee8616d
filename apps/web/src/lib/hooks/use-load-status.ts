import type { FetchStatus, RefetchOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useSlowAfter } from './use-slow-after';

/** The part of a TanStack Query result this hook reads. */
export type LoadableQuery = {
  isPending: boolean;
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
  refetch: (options?: RefetchOptions) => Promise<unknown>;
};

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
 * nothing to show yet, or only the previous page's data as a placeholder. One page may wait on several queries.
 */
export function useLoadStatus(...queries: LoadableQuery[]): LoadStatus {
  const [run, setRun] = useState(0);
  const waitingQueries = queries.filter(
    (query) => query.fetchStatus !== 'idle' && (query.isPending || query.isPlaceholderData),
  );
  const slow = useSlowAfter(waitingQueries.length > 0, run);
  const startOver = () => {
    setRun((current) => current + 1);
    for (const query of waitingQueries) void query.refetch({ cancelRefetch: true });
  };
  return { slow, offline: waitingQueries.some((query) => query.fetchStatus === 'paused'), startOver };
}
