import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAMES_PER_PAGE } from '@/config/constants';
import { freshness } from '@/config/query';
import { buildGameFilters } from '@/features/catalogue';
import { apiClient } from '@/lib/api';
import { searchKeys } from './search-keys';

export type DialogSearch = { term: string; category: string | null; provider: string | null };

export const searchPagesQuery = ({ term, category, provider }: DialogSearch) =>
  infiniteQueryOptions({
    queryKey: searchKeys.dialog(term, category, provider),
    queryFn: ({ pageParam, signal }) =>
      apiClient.call('games', {
        query: { page: pageParam, per_page: GAMES_PER_PAGE },
        filters: buildGameFilters({ term, category, providers: provider ? [provider] : [] }),
        signal,
      }),
    initialPageParam: 1,
    // docs/product.md#lobby-and-search: pages append while more pages exist.
    getNextPageParam: ({ pagination }) =>
      pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined,
    staleTime: freshness.games,
  });

/** `search` is null while the term is too short (docs/product.md#lobby-and-search: nothing is sent). */
export function useSearchPages(search: DialogSearch | null) {
  return useInfiniteQuery({
    ...searchPagesQuery(search ?? { term: '', category: null, provider: null }),
    enabled: search !== null,
  });
}
