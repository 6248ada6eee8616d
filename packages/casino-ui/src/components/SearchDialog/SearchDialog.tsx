import { ChevronDown, Search, SearchX } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { useCasinoLocale, useCasinoMessages } from '../../theme/i18n';
import { formatPlural } from '../../theme/messages';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { GameCard } from '../GameCard';
import { GameGrid } from '../GameGrid';
import { Modal } from '../Modal';
import { SpinnerGlyph } from '../Spinner';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './SearchDialog.css';
import { resultCount } from './search-dialog-logic';

/** One game in the dialog's grid. */
export type SearchDialogResult = {
  /** Unique among the results; the card's key. */
  id: string | number;
  /** The game's name. */
  name: string;
  /** The provider, shown under the name. */
  provider?: string;
  /** Artwork already resolved against the CDN (`resolveImageUrl`); a placeholder shows when missing. */
  imageSrc?: string;
  /** Where the card links to, e.g. `/games/{alias}`. */
  href: string;
};

/** A category the results can be narrowed to (docs/product.md#entities: only public ones are passed). */
export type SearchDialogCategory = { alias: string; name: string };

/** A provider the results can be narrowed to. */
export type SearchDialogProvider = { name: string };

export type SearchDialogProps = {
  /** Whether the dialog is open (controlled; Ctrl/Cmd + K opens it through `useSearchShortcut`). */
  open: boolean;
  /** Called with `false` on Escape, a click outside or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The search term (controlled; the app debounces it, docs/product.md#debounces, and may sync it into the URL query). */
  term: string;
  /** Called with the new term on typing. */
  onTermChange: (term: string) => void;
  /** Games loaded so far; pages are appended as the visitor loads more (docs/product.md#lobby-and-search). */
  results: readonly SearchDialogResult[];
  /**
   * Draws one result instead of the default `GameCard` (for example to add a favourite toggle).
   * @default a GameCard with the result's name, provider, image and link
   */
  renderResult?: (result: SearchDialogResult) => ReactNode;
  /**
   * Categories offered; "All Games" (no filter) is added before them.
   * @default []
   */
  categories?: readonly SearchDialogCategory[];
  /**
   * Alias of the chosen category, `null` for all games.
   * @default null
   */
  selectedCategory?: string | null;
  /** Called with a category alias, or `null` when "All Games" is chosen. */
  onCategoryChange: (alias: string | null) => void;
  /**
   * Providers offered in the dropdown; "All providers" (no filter) comes first.
   * @default []
   */
  providers?: readonly SearchDialogProvider[];
  /**
   * Name of the chosen provider, `null` for all providers.
   * @default null
   */
  selectedProvider?: string | null;
  /** Called with a provider name, or `null` when "All providers" is chosen. */
  onProviderChange: (name: string | null) => void;
  /**
   * Number of matching games on the server (`pagination.totalItems`).
   * @default results.length
   */
  totalCount?: number;
  /**
   * A search is running. With no results yet the dialog shows `searchingText`; earlier results stay, dimmed.
   * @default false
   */
  isSearching?: boolean;
  /**
   * More pages exist: shows the "Load More" button.
   * @default false
   */
  hasMore?: boolean;
  /**
   * Called by the "Load More" button.
   * @default undefined
   */
  onLoadMore?: () => void;
  /**
   * The next page is loading: the button shows a spinner and ignores presses.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * The dialog's name for screen readers (not shown: the search box says what the dialog is for).
   * @default 'Search games'
   */
  title?: string;
  /**
   * Accessible name of the search box.
   * @default 'Search games...'
   */
  searchLabel?: string;
  /**
   * Placeholder of the search box.
   * @default 'Search games...'
   */
  searchPlaceholder?: string;
  /**
   * Name of the category group.
   * @default 'Categories'
   */
  categoriesLabel?: string;
  /**
   * The first category, meaning no filter.
   * @default 'All Games'
   */
  allCategoriesText?: string;
  /**
   * Accessible name of the provider dropdown.
   * @default 'Provider'
   */
  providerLabel?: string;
  /**
   * The first provider option, meaning no filter.
   * @default 'All providers'
   */
  allProvidersText?: string;
  /**
   * Result count text.
   * @default (count) => '1 game' | '123 games'
   */
  formatResultCount?: (count: number) => string;
  /**
   * Accessible name of the results list.
   * @default 'Games'
   */
  resultsLabel?: string;
  /**
   * Shown while a search runs.
   * @default 'Searching...'
   */
  searchingText?: string;
  /**
   * Empty state title.
   * @default 'No games found matching your criteria.'
   */
  emptyTitle?: string;
  /**
   * Empty state hint.
   * @default 'Try adjusting your search or filters.'
   */
  emptyDescription?: string;
  /**
   * Text of the button that loads the next page.
   * @default 'Load More'
   */
  loadMoreText?: string;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Modal (the page behind is inert, focus is trapped). Only visual tests that show several dialogs at once turn it
   * off.
   * @default true
   */
  modal?: boolean;
  /**
   * Element to render into.
   * @default the nearest CasinoUIProvider's root, else document.body
   */
  container?: HTMLElement | null;
};

/**
 * The full game search (docs/product.md#dialogs-and-widgets): a search box, categories (a sidebar from 1024 px, a row of buttons below), a
 * provider dropdown, the result count, a grid of games and "Load More". Escape closes it. It holds no data: the app
 * runs the search from `term`, `selectedCategory` and `selectedProvider` and passes the pages in.
 */
export function SearchDialog(props: SearchDialogProps) {
  const m = useCasinoMessages().searchDialog;
  const locale = useCasinoLocale();
  const {
    open,
    onOpenChange,
    term,
    onTermChange,
    results,
    renderResult,
    categories = [],
    selectedCategory = null,
    onCategoryChange,
    providers = [],
    selectedProvider = null,
    onProviderChange,
    totalCount,
    isSearching = false,
    hasMore = false,
    onLoadMore,
    isLoadingMore = false,
    title = m.title,
    searchLabel = m.searchLabel,
    searchPlaceholder = m.searchPlaceholder,
    categoriesLabel = m.categories,
    allCategoriesText = m.allCategories,
    providerLabel = m.provider,
    allProvidersText = m.allProviders,
    formatResultCount = (count: number) => formatPlural(m.resultCount, count, locale),
    resultsLabel = m.results,
    searchingText = m.searching,
    emptyTitle = m.emptyTitle,
    emptyDescription = m.emptyDescription,
    loadMoreText = m.loadMore,
    closeLabel = m.close,
    modal = true,
    container,
  } = props;
  const id = useId();
  const providerId = `${id}-provider`;
  const categoryItems: { alias: string | null; name: string }[] = [
    { alias: null, name: allCategoriesText },
    ...categories,
  ];
  const count = resultCount(totalCount, results.length);
  // An empty string stands for "All providers": a native select's value is always a string.
  const providerValue = selectedProvider ?? '';

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Modal.Content size="lg" className={styles.panel} container={container} aria-describedby={undefined}>
        <Modal.Title className={visuallyHidden}>{title}</Modal.Title>
        {/* The search box comes first in the DOM, so it gets focus when the dialog opens (Radix focuses the first
            focusable element) and the visitor can type at once after Ctrl/Cmd + K. */}
        <div className={styles.header}>
          <div className={styles.searchBox}>
            <Search size={18} aria-hidden="true" className={styles.searchIcon} />
            <input
              type="search"
              className={styles.searchInput}
              aria-label={searchLabel}
              placeholder={searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              value={term}
              onChange={(event) => onTermChange(event.target.value)}
            />
          </div>
        </div>
        <Modal.Close label={closeLabel} />
        <Modal.Body>
          <div className={styles.layout}>
            <fieldset className={styles.categories}>
              <legend className={visuallyHidden}>{categoriesLabel}</legend>
              {categoryItems.map((category) => (
                <button
                  key={category.alias ?? ''}
                  type="button"
                  className={styles.category}
                  aria-pressed={category.alias === selectedCategory}
                  onClick={() => onCategoryChange(category.alias)}
                >
                  {category.name}
                </button>
              ))}
            </fieldset>
            <div className={styles.main}>
              <div className={styles.toolbar}>
                <div className={styles.selectBox}>
                  <label htmlFor={providerId} className={visuallyHidden}>
                    {providerLabel}
                  </label>
                  <select
                    id={providerId}
                    className={styles.select}
                    value={providerValue}
                    onChange={(event) => onProviderChange(event.target.value === '' ? null : event.target.value)}
                  >
                    <option value="">{allProvidersText}</option>
                    {providers.map((provider) => (
                      <option key={provider.name} value={provider.name}>
                        {provider.name}
                      </option>
                    ))}
                  </select>
                  <ChevronDown size={18} aria-hidden="true" className={styles.selectChevron} />
                </div>
                {/* A live region, so the new count (or "Searching...") is announced as the filters change. */}
                <p role="status" className={styles.count}>
                  {isSearching ? searchingText : formatResultCount(count)}
                </p>
              </div>
              {results.length > 0 ? (
                <div className={styles.results} aria-busy={isSearching}>
                  <GameGrid aria-label={resultsLabel}>
                    {results.map((result) =>
                      renderResult ? (
                        <Fragment key={result.id}>{renderResult(result)}</Fragment>
                      ) : (
                        <GameCard
                          key={result.id}
                          name={result.name}
                          provider={result.provider ?? ''}
                          imageSrc={result.imageSrc ?? ''}
                          href={result.href}
                        />
                      ),
                    )}
                  </GameGrid>
                </div>
              ) : isSearching ? (
                <div className={styles.searching} aria-hidden="true">
                  {/* Hidden: the count's live region above already says "Searching..." to screen readers. */}
                  <SpinnerGlyph size="md" />
                  {searchingText}
                </div>
              ) : (
                <EmptyState icon={<SearchX />} title={emptyTitle} description={emptyDescription} titleAs="h3" />
              )}
              {hasMore && results.length > 0 ? (
                <div className={styles.loadMore}>
                  <Button variant="secondary" isLoading={isLoadingMore} onPress={onLoadMore}>
                    {loadMoreText}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
