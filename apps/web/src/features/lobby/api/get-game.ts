import type { Game } from '@casino/api-contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { lobbyKeys } from './lobby-keys';

export const gameQuery = (alias: string) =>
  queryOptions({
    queryKey: lobbyKeys.game(alias),
    queryFn: ({ signal }) => apiClient.call('game', { params: { alias }, signal }),
    staleTime: freshness.game,
  });

export const useGame = (alias: string) => useQuery(gameQuery(alias));

/** For hover and focus on a card: fetches the game page's data ahead (a no-op while the cached copy is fresh). */
export function usePrefetchGame() {
  const queryClient = useQueryClient();
  return useCallback((game: Game) => void queryClient.prefetchQuery(gameQuery(game.alias)), [queryClient]);
}
