import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';
import { promotionKeys } from './promotion-keys';

/** Both lists share this prefix, so one invalidation reloads both (spec §4). */

export const allPromotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => apiClient.call('promotions', { signal }),
    staleTime: freshness.promotions,
  });

export const activePromotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.active(),
    queryFn: ({ signal }) => apiClient.call('activePromotions', { signal }),
    staleTime: freshness.promotions,
  });

export const useAllPromotions = () => useQuery(allPromotionsQuery());
export const useActivePromotions = () => useQuery(activePromotionsQuery());
