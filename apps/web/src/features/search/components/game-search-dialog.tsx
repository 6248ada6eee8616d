import { SearchDialog, type SearchDialogResult } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCategories, useProviders } from '@/features/catalogue';
import { gameImageUrl } from '@/lib/game-image';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLatestSearchParams } from '@/lib/hooks/use-latest-search-params';
import { useSearchPages } from '../api/search-games-pages';
import { searchableTerm } from '../search-term';
import { parseSearchUrl, type SearchUrlState, writeSearchUrl } from '../search-url-state';

/**
 * The full game search (docs/product.md#dialogs-and-widgets), loaded and opened by `SearchDialogLauncher`. Its term, category and provider live in
 * the URL: opening and changing a filter add a history entry, typing replaces the current one.
 */
export function GameSearchDialog() {
  const { t } = useTranslation();
  const [params, updateParams] = useLatestSearchParams();
  const urlOpen = params.has('search');
  // The lists load only once the dialog is (or was) open: the home page does not pay for them.
  const [wasOpened, setWasOpened] = useState(urlOpen);
  if (urlOpen && !wasOpened) setWasOpened(true);
  const categories = useCategories(wasOpened);
  const providers = useProviders(wasOpened);
  const state = parseSearchUrl(params, {
    categories: categories.data?.map((c) => c.alias),
    providers: providers.data?.map((p) => p.name),
  });

  const [term, setTerm] = useState(state.term);
  const written = useRef(state.term);
  // Back/forward or a shared link changed the term: show it (but never overwrite what is being typed).
  useEffect(() => {
    if (state.term !== written.current) {
      written.current = state.term;
      setTerm(state.term);
    }
  }, [state.term]);

  const update = (next: Partial<SearchUrlState>, replace: boolean) =>
    updateParams((current) => writeSearchUrl(current, { ...parseSearchUrl(current), ...next }), { replace });

  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const updateRef = useRef(update);
  updateRef.current = update;
  useEffect(() => {
    if (!state.open || debounced === written.current) return;
    written.current = debounced;
    updateRef.current({ term: debounced }, true);
  }, [debounced, state.open]);

  const wanted = searchableTerm(term);
  const settledTerm = searchableTerm(debounced);
  const search = useSearchPages(
    state.open && settledTerm !== null
      ? { term: settledTerm, category: state.category, provider: state.provider }
      : null,
  );
  const stale = wanted !== settledTerm;
  const results: SearchDialogResult[] =
    wanted === null || stale || search.isError
      ? []
      : (search.data?.pages ?? []).flatMap((page) =>
          page.items.map((game) => ({
            id: game.id,
            name: game.name,
            provider: game.provider,
            imageSrc: gameImageUrl(game.image),
            href: paths.game(game.alias),
          })),
        );
  const total = search.data?.pages[0]?.pagination.totalItems;

  return (
    <SearchDialog
      open={state.open}
      onOpenChange={(open) => update({ open }, false)}
      term={term}
      onTermChange={setTerm}
      results={results}
      totalCount={wanted === null || search.isError ? 0 : total}
      isSearching={wanted !== null && (stale || (search.isFetching && !search.isFetchingNextPage))}
      hasMore={!search.isError && search.hasNextPage}
      onLoadMore={() => void search.fetchNextPage()}
      isLoadingMore={search.isFetchingNextPage}
      categories={categories.data?.map((c) => ({ alias: c.alias, name: c.name })) ?? []}
      selectedCategory={state.category}
      onCategoryChange={(category) => update({ category }, false)}
      providers={providers.data ?? []}
      selectedProvider={state.provider}
      onProviderChange={(provider) => update({ provider }, false)}
      title={t('search.label')}
      searchLabel={t('lobby.search.box')}
      searchPlaceholder={t('lobby.search.box')}
      categoriesLabel={t('pages.categories')}
      allCategoriesText={t('lobby.catalogue.allGames')}
      providerLabel={t('lobby.catalogue.provider')}
      allProvidersText={t('lobby.catalogue.allProviders')}
      formatResultCount={(count) => t('lobby.catalogue.count', { count })}
      resultsLabel={t('lobby.search.results')}
      searchingText={t('search.searching')}
      emptyTitle={
        search.isError && wanted !== null
          ? t('lobby.search.failed')
          : wanted === null
            ? t('lobby.search.prompt')
            : t('lobby.search.emptyTitle')
      }
      emptyDescription={
        search.isError && wanted !== null
          ? t('lobby.search.failedHint')
          : wanted === null
            ? t('lobby.search.promptHint')
            : t('lobby.search.emptyHint')
      }
      loadMoreText={t('lobby.search.loadMore')}
      closeLabel={t('common.close')}
    />
  );
}
