import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { assertPromotionAlias } from '../promotion-errors';
import { promotionKeys } from './promotion-keys';

/** docs/product.md#promotions: activating or cancelling reloads both lists, also after a failure, which may mean the lists are stale. */
function useReloadPromotions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promotionKeys.all });
}

/** Takes `unknown` on purpose: the alias comes from a server answer, and a guard checks it (its message is in docs/product.md#error-texts). */
export function activatePromotion(alias: unknown) {
  assertPromotionAlias(alias);
  return apiClient.call('activatePromotion', { params: { alias } });
}

export const cancelPromotion = (historyId: number) => apiClient.call('cancelPromotion', { params: { id: historyId } });

/**
 * Outcome callbacks belong to the hook, not to `mutate`: the button that pressed is often gone once the lists
 * reload (an activated promotion shows a badge instead), and `mutate` callbacks die with their component.
 */
export type PromotionActionCallbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

export function useActivatePromotion({ onSuccess, onError }: PromotionActionCallbacks = {}) {
  const reload = useReloadPromotions();
  return useMutation({ mutationFn: activatePromotion, onSuccess, onError, onSettled: reload });
}

export function useCancelPromotion({ onSuccess, onError }: PromotionActionCallbacks = {}) {
  const reload = useReloadPromotions();
  return useMutation({ mutationFn: cancelPromotion, onSuccess, onError, onSettled: reload });
}
