import type { Category } from '@casino/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { PHANTOM_RICHES } from '../../../test/games';
import { catalogueKeys } from './api/catalogue-keys';
import { cachedCategoryPage } from './cached-category-page';

const i18n = createI18n();
beforeAll(() => i18n.loadLanguages(['en', 'de']));

const category = (alias: string, name: string, isPublic: 0 | 1 = 1): Category => ({
  id: alias.length,
  alias,
  name,
  img: null,
  is_public: isPublic,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const gamesPage = (totalItems: number) => ({
  items: [PHANTOM_RICHES],
  pagination: { currentPage: 1, totalPages: 1, totalItems },
});

/** A cache as the category page's loader fills it, with page 1 and page 2 of Slots. */
function filledCache() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(catalogueKeys.categories(), [
    category('slots', 'Slots'),
    category('popular', 'Popular Games'),
    category('staff', 'Staff picks', 0),
  ]);
  queryClient.setQueryData(catalogueKeys.gamesPage({ category: 'slots', providers: [] }, 1), gamesPage(1300));
  queryClient.setQueryData(catalogueKeys.gamesPage({ category: 'slots', providers: [] }, 2), gamesPage(1301));
  return queryClient;
}

describe('cachedCategoryPage: what a category page shows, from the cache', () => {
  it.each([
    { case: 'a public category', alias: 'slots', search: '', want: { name: 'Slots', page: 1, totalItems: 1300 } },
    { case: 'the page the address asks for', alias: 'slots', search: 'page=2', want: { page: 2, totalItems: 1301 } },
    { case: 'a page not in the cache', alias: 'slots', search: 'page=3', want: { page: 3, totalItems: undefined } },
    {
      case: 'a provider filter, whose games the page asks for itself',
      alias: 'slots',
      search: 'provider=NetEnt',
      want: { page: 1, totalItems: undefined },
    },
    { case: 'a category without its games', alias: 'popular', search: '', want: { totalItems: undefined } },
  ])('$case', ({ alias, search, want }) => {
    const page = cachedCategoryPage(filledCache(), alias, new URLSearchParams(search), i18n.getFixedT('en'));
    expect({ name: page?.name, page: page?.page, totalItems: page?.games?.totalItems }).toMatchObject(want);
  });

  it('names the category in the reader’s language', () => {
    const page = cachedCategoryPage(filledCache(), 'popular', new URLSearchParams(), i18n.getFixedT('de'));
    expect(page?.name).toBe('Beliebte Spiele');
  });

  it.each([
    { case: 'an alias the catalogue does not know', alias: 'nope', cache: filledCache },
    { case: 'a category that is not public', alias: 'staff', cache: filledCache },
    { case: 'an alias in another case than the catalogue’s', alias: 'Slots', cache: filledCache },
    { case: 'no categories in the cache', alias: 'slots', cache: createQueryClient },
  ])('knows no page for $case', ({ alias, cache }) => {
    expect(cachedCategoryPage(cache(), alias, new URLSearchParams(), i18n.getFixedT('en'))).toBeUndefined();
  });
});
