import { publicCategories } from '@casino/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';

/** Spec §3: only public categories (`is_public` 1) are ever shown. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['games', 'categories'],
    queryFn: ({ signal }) => apiClient.call('gameCategories', { signal }),
    select: (categories) => publicCategories(categories),
    staleTime: freshness.games,
  });

export const useCategories = (enabled = true) => useQuery({ ...categoriesQuery(), enabled });
