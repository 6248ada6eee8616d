import type { CryptoDeposit } from '@casino/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { cashierKeys } from './cashier-keys';

/** How often an open crypto deposit asks whether it was confirmed. */
export const CRYPTO_STATUS_POLL_MS = 5_000;

/** Polls an open crypto deposit until the simulator (or the provider) confirms it. */
export const useCryptoDepositStatus = (deposit: CryptoDeposit | undefined) =>
  useQuery({
    queryKey: cashierKeys.cryptoDeposit(deposit?.depositId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call('cryptoDepositStatus', { params: { id: deposit?.depositId ?? '' }, signal }),
    enabled: deposit !== undefined,
    initialData: deposit,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CRYPTO_STATUS_POLL_MS : false),
  });
