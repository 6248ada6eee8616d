/** Every query key of the search, built only here. */
export const searchKeys = {
  all: ['search'] as const,
  /** The header's suggestions: the first `perPage` games whose name contains the term. */
  suggestions: (term: string, perPage: number) => [...searchKeys.all, 'suggestions', term, perPage] as const,
  /** The dialog's pages of results for a term and its filters. */
  dialog: (term: string, category: string | null, provider: string | null) =>
    [...searchKeys.all, 'dialog', term, category, provider] as const,
};
