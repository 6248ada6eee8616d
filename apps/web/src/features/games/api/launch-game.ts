import type { Game, GameMode } from '@casino/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { recentKeys, rememberVisitorGame } from '@/features/recent';
import { apiClient } from '@/lib/api';

/**
 * `/games/real/link` and `/games/demo/link` with `{gameId, ip}` (docs/product.md#game-page-and-play). The server sees the client's address itself;
 * `ip` is the configured fallback until an IP look-up exists (docs/product.md#sign-up).
 */
export function useLaunchGame({ loggedIn }: { loggedIn: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, mode }: { game: Game; mode: GameMode }) =>
      apiClient.call(mode === 'real' ? 'realGameLink' : 'demoGameLink', {
        body: { gameId: game.id, ip: env.VITE_FALLBACK_IP },
      }),
    onSuccess: async (_, { game }) => {
      if (!loggedIn) await rememberVisitorGame(game);
      void queryClient.invalidateQueries({ queryKey: recentKeys.player() });
    },
  });
}
