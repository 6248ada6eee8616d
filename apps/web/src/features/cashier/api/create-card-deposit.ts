import type { CardDepositBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { BALANCE_AFFECTING } from '@/features/balance';
import { promotionKeys } from '@/features/promotions';
import { responsibleGamingKeys } from '@/features/responsible-gaming';
import { apiClient } from '@/lib/api';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/**
 * A deposit with the token of the hosted card frame; it counts against the responsible-gaming deposit limits and may
 * pay the bonus of the promotion chosen with it (docs/product.md#bonuses).
 */
export function useCardDeposit() {
  const reload = useReloadAfterMoneyAction([responsibleGamingKeys.all, promotionKeys.active()]);
  return useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CardDepositBody) => apiClient.call('cardDeposit', { body }),
    onSettled: reload,
  });
}
