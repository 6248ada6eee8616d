import type { CardDepositBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { BALANCE_AFFECTING } from '../../balance';
import { promotionKeys } from '../../promotions';
import { responsibleGamingKeys } from '../../responsible-gaming';
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
