import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';
import { shouldRetryProfile } from '../../auth';
import { profileKeys } from './profile-keys';

/** The player with the profile (spec §7 `/me?withProfile=true`), fresh for 5 minutes (§9). */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.player(),
    queryFn: ({ signal }) => apiClient.call('me', { query: { withProfile: 'true' }, signal }),
    staleTime: freshness.profile,
    retry: shouldRetryProfile,
  });

export const useProfile = () => useQuery(profileQuery());
