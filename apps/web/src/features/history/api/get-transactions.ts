import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PER_PAGE } from '@/config/constants';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import type { TransactionsView } from '../history-query';
import { historyKeys } from './history-keys';

/** `type` is left out for all (docs/product.md#calls); 20 per page (docs/product.md#paging-and-sizes) by default, asked for explicitly so the page size is ours. */
export const transactionsQuery = ({ page, type, period }: TransactionsView) =>
  queryOptions({
    queryKey: historyKeys.transactions({ page, type, period }),
    queryFn: ({ signal }) =>
      apiClient.call('transactions', { query: { page, per_page: TRANSACTIONS_PER_PAGE, type, period }, signal }),
    staleTime: freshness.transactions,
    placeholderData: keepPreviousData,
  });

export const useTransactions = (view: TransactionsView) => useQuery(transactionsQuery(view));
