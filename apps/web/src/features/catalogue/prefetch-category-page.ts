import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './api/get-categories';
import { providersQuery } from './api/get-providers';
import { gamesPageQuery } from './api/list-games';
import { PAGE_PARAM, PROVIDER_PARAM, parsePageParam } from './catalogue-params';

/**
 * Starts what `/categories/{alias}` asks for first, with the page's own query options. A provider filter is checked
 * against the provider list before it is used, so with one in the address the games wait for the page.
 */
export function prefetchCategoryPage(queryClient: QueryClient, alias: string, search: URLSearchParams): void {
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(providersQuery());
  if (search.getAll(PROVIDER_PARAM).length > 0) return;
  void queryClient.prefetchQuery(
    gamesPageQuery({ category: alias, providers: [] }, parsePageParam(search.get(PAGE_PARAM))),
  );
}
