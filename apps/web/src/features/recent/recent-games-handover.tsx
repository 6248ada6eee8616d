import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLoggedIn, useAuth } from '@/features/auth';
import { apiClient } from '@/lib/api';
import { recentKeys } from './api/recent-keys';
import { forgetVisitorRecent, readVisitorRecent } from './visitor-recent';

/**
 * Recently played follows the player (docs/product.md#game-page-and-play): when a session starts in a browser that kept a visitor's recent
 * games, the account takes them over, and the browser forgets them once the server has them. A failed handover keeps
 * them for the next page load. Two tabs handing over at once is harmless: the server's merge is idempotent. It renders
 * nothing.
 */
export function RecentGamesHandover() {
  const loggedIn = isLoggedIn(useAuth());
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!loggedIn) return;
    readVisitorRecent()
      .then((games) =>
        games.length === 0
          ? undefined
          : apiClient.call('handOverRecentGames', { body: { aliases: games.map((game) => game.alias) } }),
      )
      .then((merged) => {
        if (!merged) return;
        forgetVisitorRecent();
        queryClient.setQueryData(recentKeys.player(), merged);
        void queryClient.invalidateQueries({ queryKey: recentKeys.visitor() });
      })
      .catch(() => {
        // Kept in the browser: the next session start tries again.
      });
  }, [loggedIn, queryClient]);

  return null;
}
