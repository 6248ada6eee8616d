import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { isLoggedIn, isSessionUnknown, useAuth } from '@/features/auth';
import { apiClient } from '@/lib/api';
import { readVisitorRecent } from '../visitor-recent';
import { recentKeys } from './recent-keys';

export const recentGamesQuery = () =>
  queryOptions({
    queryKey: recentKeys.player(),
    queryFn: ({ signal }) => apiClient.call('recentGames', { signal }),
    // A launch changes the list; the launch mutation invalidates it, so the game list's freshness is enough.
    staleTime: freshness.games,
  });

export const visitorRecentQuery = () =>
  queryOptions({
    queryKey: recentKeys.visitor(),
    queryFn: () => readVisitorRecent(),
    staleTime: 0,
  });

/** The player's list from the server; a visitor's from this browser. */
export function useRecentGames() {
  const auth = useAuth();
  const loggedIn = isLoggedIn(auth);
  // An unknown session (still checking, or unavailable) is neither list: the page waits and the banner says why.
  const settled = !isSessionUnknown(auth.status);
  const player = useQuery({ ...recentGamesQuery(), enabled: loggedIn });
  const visitor = useQuery({ ...visitorRecentQuery(), enabled: settled && !loggedIn });
  return loggedIn ? player : visitor;
}
