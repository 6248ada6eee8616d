import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { lobbyKeys } from './lobby-keys';

export const gameGroupQuery = (group: string, limit: number) =>
  queryOptions({
    queryKey: lobbyKeys.section(group, limit),
    queryFn: ({ signal }) => apiClient.call('gameGroup', { params: { group }, query: { limit }, signal }),
    staleTime: freshness.gameGroup,
  });

export const useGameGroup = (group: string, limit: number) => useQuery(gameGroupQuery(group, limit));
