import { useMutation } from '@tanstack/react-query';
import { BALANCE_AFFECTING } from '@/features/balance';
import { apiClient } from '@/lib/api';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/** Cancels a pending withdrawal; its amount goes back to the balance. */
export function useCancelWithdrawal() {
  const reload = useReloadAfterMoneyAction();
  return useMutation({
    meta: BALANCE_AFFECTING,
    // The contract lets older clients leave the key out; this one always sends it.
    mutationFn: (body: { transactionId: string; idempotencyKey: string }) =>
      apiClient.call('cancelWithdrawal', { body }),
    onSettled: reload,
  });
}
