import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/**
 * For a money action's `onSettled`: whether it went through or not, the server may have moved money (an answer lost
 * on the way), so every cashier list reloads, and with it what else the action counts against.
 */
export function useReloadAfterMoneyAction(alsoReload: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [cashierKeys.all, ...alsoReload]) void queryClient.invalidateQueries({ queryKey });
  };
}
