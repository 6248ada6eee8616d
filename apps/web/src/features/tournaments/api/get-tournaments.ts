import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tournamentsKeys } from './tournaments-keys';

/** Leaderboards move while people play; a minute keeps them close without polling. */
export const TOURNAMENTS_STALE_TIME_MS = 60_000;

export const tournamentsQuery = () =>
  queryOptions({
    queryKey: tournamentsKeys.list(),
    queryFn: ({ signal }) => apiClient.call('tournaments', { signal }),
    staleTime: TOURNAMENTS_STALE_TIME_MS,
  });

export const useTournaments = () => useQuery(tournamentsQuery());
