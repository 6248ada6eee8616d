import type { CreateWithdrawalBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { BALANCE_AFFECTING } from '@/features/balance';
import { apiClient } from '@/lib/api';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/** Requests a withdrawal to a card on file or a crypto address; it is pending until processed. */
export function useCreateWithdrawal() {
  const reload = useReloadAfterMoneyAction();
  return useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CreateWithdrawalBody) => apiClient.call('createWithdrawal', { body }),
    onSettled: reload,
  });
}
