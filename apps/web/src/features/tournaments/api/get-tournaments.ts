import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { tournamentsKeys } from './tournaments-keys';

/** Leaderboards move while people play: the page refreshes them this often while it is open and visible. */
export const LEADERBOARD_REFRESH_MS = 30_000;

export const tournamentsQuery = () =>
  queryOptions({
    queryKey: tournamentsKeys.list(),
    queryFn: ({ signal }) => apiClient.call('tournaments', { signal }),
    staleTime: LEADERBOARD_REFRESH_MS,
    // TanStack Query skips the interval while the tab is hidden.
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });

export const useTournaments = () => useQuery(tournamentsQuery());
