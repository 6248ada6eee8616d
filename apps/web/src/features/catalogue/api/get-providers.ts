import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';

export const providersQuery = () =>
  queryOptions({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => apiClient.call('gameProviders', { signal }),
    staleTime: freshness.games,
  });

export const useProviders = (enabled = true) => useQuery({ ...providersQuery(), enabled });
