import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';

export const gameQuery = (alias: string) =>
  queryOptions({
    queryKey: ['games', 'detail', alias],
    queryFn: ({ signal }) => apiClient.call('game', { params: { alias }, signal }),
    staleTime: freshness.game,
  });

export const useGame = (alias: string) => useQuery(gameQuery(alias));
