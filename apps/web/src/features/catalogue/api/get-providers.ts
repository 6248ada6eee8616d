import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { catalogueKeys } from './catalogue-keys';

export const providersQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.providers(),
    queryFn: ({ signal }) => apiClient.call('gameProviders', { signal }),
    staleTime: freshness.games,
  });

export const useProviders = (enabled = true) => useQuery({ ...providersQuery(), enabled });
