import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { FOLLOWS_BALANCE } from '@/features/balance';
import { apiClient } from '@/lib/api';
import { promotionKeys } from './promotion-keys';

/** Both lists share this prefix, so one invalidation reloads both (docs/product.md#promotions). */

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
    // A bet moves an active bonus's wagering and balance with the player's balance.
    meta: FOLLOWS_BALANCE,
  });

export const useAllPromotions = () => useQuery(allPromotionsQuery());
export const useActivePromotions = () => useQuery(activePromotionsQuery());
