import type { CardDepositBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { BALANCE_AFFECTING } from '../../balance/balance-refresh';
import { RG_KEY } from '../../responsible-gaming/api/responsible-gaming-calls';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/** A deposit with the token of the hosted card frame; it counts against the responsible-gaming deposit limits. */
export function useCardDeposit() {
  const reload = useReloadAfterMoneyAction([RG_KEY]);
  return useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CardDepositBody) => apiClient.call('cardDeposit', { body }),
    onSettled: reload,
  });
}
