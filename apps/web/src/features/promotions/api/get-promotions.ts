import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';

/** Both lists share this prefix, so one invalidation reloads both (spec §4). */
export const promotionsKey = ['promotions'] as const;

export const allPromotionsQuery = () =>
  queryOptions({
    queryKey: [...promotionsKey, 'all'],
    queryFn: ({ signal }) => apiClient.call('promotions', { signal }),
    staleTime: freshness.promotions,
  });

export const activePromotionsQuery = () =>
  queryOptions({
    queryKey: [...promotionsKey, 'active'],
    queryFn: ({ signal }) => apiClient.call('activePromotions', { signal }),
    staleTime: freshness.promotions,
  });

export const useAllPromotions = () => useQuery(allPromotionsQuery());
export const useActivePromotions = () => useQuery(activePromotionsQuery());
