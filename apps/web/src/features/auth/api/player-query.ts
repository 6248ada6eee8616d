import { queryOptions } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { shouldRetryProfile } from '../profile-retry';
import { authKeys } from './auth-keys';

/**
 * The signed-in player with the profile (`/me?withProfile=true`), fresh for 5 minutes (docs/product.md#query-cache). The session
 * writes it (session check, login, sign-up, logout), the profile page reads and refreshes it, a profile update
 * replaces it: the player lives here only.
 */
export const playerQuery = () =>
  queryOptions({
    queryKey: authKeys.player(),
    queryFn: ({ signal }) => apiClient.call('me', { query: { withProfile: 'true' }, signal }),
    staleTime: freshness.profile,
    // The session's one copy: kept however long nothing on screen reads it (a game can run for hours).
    gcTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryProfile,
  });
