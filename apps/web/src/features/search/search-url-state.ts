/**
 * The search dialog's state in the URL query (docs/product.md#dialogs-and-widgets: the term, category and provider live in the URL
 * query), so a search survives reload and back/forward and can be shared. The dialog is open while `search` is
 * present, even empty.
 */
export const SEARCH_PARAMS = { term: 'search', category: 'searchCategory', provider: 'searchProvider' } as const;

/** Longer than any game name; a longer value from the URL is cut rather than sent. */
export const SEARCH_TERM_MAX_LENGTH = 100;

export type SearchUrlState = { open: boolean; term: string; category: string | null; provider: string | null };

export type KnownFilters = { categories?: readonly string[]; providers?: readonly string[] };

/** Picks `value` when it is one of `known` (matched case-insensitively, the known spelling wins). */
function known(value: string | null, list: readonly string[] | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (!list) return trimmed;
  return list.find((item) => item.toLowerCase() === trimmed.toLowerCase()) ?? null;
}

/** Reads the URL; unknown categories or providers (once the lists are known) and junk are ignored, never thrown. */
export function parseSearchUrl(params: URLSearchParams, lists: KnownFilters = {}): SearchUrlState {
  const term = params.get(SEARCH_PARAMS.term);
  return {
    open: term !== null,
    term: (term ?? '').slice(0, SEARCH_TERM_MAX_LENGTH),
    category: known(params.get(SEARCH_PARAMS.category), lists.categories),
    provider: known(params.get(SEARCH_PARAMS.provider), lists.providers),
  };
}

/** The query with the dialog's state written in (or removed when closed); other parameters are kept. */
export function writeSearchUrl(params: URLSearchParams, state: SearchUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(SEARCH_PARAMS)) next.delete(key);
  if (!state.open) return next;
  next.set(SEARCH_PARAMS.term, state.term);
  if (state.category) next.set(SEARCH_PARAMS.category, state.category);
  if (state.provider) next.set(SEARCH_PARAMS.provider, state.provider);
  return next;
}
