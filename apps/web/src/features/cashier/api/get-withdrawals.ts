import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WITHDRAWALS_PER_PAGE } from '@/config/constants';
import { apiClient } from '@/lib/api';
import { cashierKeys } from './cashier-keys';

/** Only withdrawals that are still pending, and so can be cancelled; the others are in the history (docs/product.md#cashier). */
export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: cashierKeys.withdrawals(page),
    queryFn: ({ signal }) =>
      apiClient.call('withdrawals', { query: { page, per_page: WITHDRAWALS_PER_PAGE, status: 'pending' }, signal }),
    staleTime: 0,
  });

/** While another page loads, the rows of the page before stay on screen (as the other paged lists do). */
export const useWithdrawals = (page: number) =>
  useQuery({ ...withdrawalsQuery(page), placeholderData: keepPreviousData });
