import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import type { BetsView } from '../history-query';
import { historyKeys } from './history-keys';

export const betsQuery = ({ page }: BetsView) =>
  queryOptions({
    queryKey: historyKeys.bets({ page }),
    queryFn: ({ signal }) => apiClient.call('bets', { query: { page }, signal }),
    staleTime: freshness.bets,
    // The current page stays on screen (marked busy) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useBets = (view: BetsView) => useQuery(betsQuery(view));
