import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { cashierKeys } from './cashier-keys';

/** The withdrawable balance and the smallest withdrawal; never from an old copy, the balance moves with play. */
export const withdrawalLimitsQuery = () =>
  queryOptions({
    queryKey: cashierKeys.withdrawalLimits(),
    queryFn: ({ signal }) => apiClient.call('withdrawalLimits', { signal }),
    staleTime: 0,
  });

export const useWithdrawalLimits = () => useQuery(withdrawalLimitsQuery());
