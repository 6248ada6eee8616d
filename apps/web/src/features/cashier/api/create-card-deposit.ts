import type { CardDepositBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { BALANCE_AFFECTING } from '../../balance';
import { responsibleGamingKeys } from '../../responsible-gaming';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/** A deposit with the token of the hosted card frame; it counts against the responsible-gaming deposit limits. */
export function useCardDeposit() {
  const reload = useReloadAfterMoneyAction([responsibleGamingKeys.all]);
  return useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CardDepositBody) => apiClient.call('cardDeposit', { body }),
    onSettled: reload,
  });
}
