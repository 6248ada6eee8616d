import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { catalogueKeys } from './api/catalogue-keys';
import { prefetchCategoryPage } from './prefetch-category-page';

/** The keys of the queries the loader starts, without sending them. */
function prefetchedKeys(alias: string, search: string): QueryKey[] {
  const queryClient = createQueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchCategoryPage(queryClient, alias, new URLSearchParams(search));
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchCategoryPage (the /categories/{alias} loader)', () => {
  it.each<[string, string, string, QueryKey[]]>([
    [
      'without a page starts the bar, the providers and the first page of games',
      'slots',
      '',
      [catalogueKeys.categories(), catalogueKeys.providers(), catalogueKeys.gamesPage({ category: 'slots' }, 1)],
    ],
    [
      'with ?page=3 starts that page of games',
      'slots',
      'page=3',
      [catalogueKeys.categories(), catalogueKeys.providers(), catalogueKeys.gamesPage({ category: 'slots' }, 3)],
    ],
    [
      'with a provider filter leaves the games to the page, which checks the filter first',
      'slots',
      'provider=NetEnt',
      [catalogueKeys.categories(), catalogueKeys.providers()],
    ],
  ])('%s', (_, alias, search, keys) => {
    expect(prefetchedKeys(alias, search)).toEqual(keys);
  });

  it('asks for the games under the key the page reads (no filter is the same as an empty one)', () => {
    expect(catalogueKeys.gamesPage({ category: 'slots' }, 1)).toEqual(
      catalogueKeys.gamesPage({ category: 'slots', providers: [] }, 1),
    );
  });
});
