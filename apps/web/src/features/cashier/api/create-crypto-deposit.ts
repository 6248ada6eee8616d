import type { CryptoDepositBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { promotionKeys } from '@/features/promotions';
import { responsibleGamingKeys } from '@/features/responsible-gaming';
import { apiClient } from '@/lib/api';
import { useReloadAfterMoneyAction } from './reload-after-money-action';

/**
 * Opens a crypto deposit: an address to send to. The balance changes only once it is confirmed (see
 * `useCryptoDepositStatus`), but the open deposit already counts against the responsible-gaming deposit limits.
 */
export function useCryptoDeposit() {
  const reload = useReloadAfterMoneyAction([responsibleGamingKeys.all, promotionKeys.active()]);
  return useMutation({
    mutationFn: (body: CryptoDepositBody) => apiClient.call('cryptoDeposit', { body }),
    onSettled: reload,
  });
}
