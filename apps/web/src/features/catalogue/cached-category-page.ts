import type { Game } from '@casino/api-contract';
import { publicCategories } from '@casino/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { categoriesQuery, categoryName } from './api/get-categories';
import { gamesPageQuery } from './api/list-games';
import { PAGE_PARAM, PROVIDER_PARAM, parsePageParam } from './catalogue-params';

/** What a category's page shows, read from a query cache. */
export type CachedCategoryPage = {
  /** The category's alias as the catalogue spells it. */
  alias: string;
  /** Its name in the active language, as the page's heading shows it. */
  name: string;
  /** The page of the list the address asks for (`?page=3`), from 1. */
  page: number;
  /** That page's games and the category's total, when the cache holds them. */
  games?: { items: readonly Game[]; totalItems: number };
};

/**
 * The category the page at `alias` shows, found as the page finds it: among the public categories, with its page of
 * games (without a provider filter: the page checks a filter against the providers before it asks). Undefined while
 * the cache holds no category of that alias: the page would say "not found", or is still loading.
 */
export function cachedCategoryPage(
  queryClient: QueryClient,
  alias: string,
  search: URLSearchParams,
  t: TFunction,
): CachedCategoryPage | undefined {
  const categories = queryClient.getQueryData(categoriesQuery().queryKey);
  const category = publicCategories(categories ?? []).find((c) => c.alias === alias);
  if (!category) return undefined;
  const page = parsePageParam(search.get(PAGE_PARAM));
  const games =
    search.getAll(PROVIDER_PARAM).length > 0
      ? undefined
      : queryClient.getQueryData(gamesPageQuery({ category: alias, providers: [] }, page).queryKey);
  return {
    alias: category.alias,
    name: categoryName(category, t),
    page,
    games: games && { items: games.items, totalItems: games.pagination.totalItems },
  };
}
