import { nameContains } from '@casino/api-contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { searchKeys } from './search-keys';

/** Games whose name contains the term (docs/product.md#calls: name `~` with `%term%`). */
export const searchGamesQuery = (term: string, perPage: number) =>
  queryOptions({
    queryKey: searchKeys.suggestions(term, perPage),
    queryFn: ({ signal }) =>
      apiClient.call('games', { query: { page: 1, per_page: perPage }, filters: [nameContains(term)], signal }),
    staleTime: freshness.games,
  });

/** `term` is already trimmed and long enough, or null for no search. */
export function useGameSearch(term: string | null, perPage: number) {
  return useQuery({
    ...searchGamesQuery(term ?? '', perPage),
    enabled: term !== null,
    placeholderData: term === null ? undefined : keepPreviousData,
  });
}
