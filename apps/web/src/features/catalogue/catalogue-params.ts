import { DEFAULT_PAGE } from '@/config/constants';

/** Query parameters of the category and provider pages: shareable and kept on reload. */
export const PAGE_PARAM = 'page';
export const PROVIDER_PARAM = 'provider';

/** A page from the URL: a whole number from 1, anything else is the first page (bad URLs never crash). */
export function parsePageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return DEFAULT_PAGE;
  const page = Number(raw.trim());
  return page >= 1 ? page : DEFAULT_PAGE;
}

/**
 * Providers from the URL (`?provider=A&provider=B`), trimmed and without repeats. With `known` (once the provider
 * list has loaded) names the API does not know are dropped and the API's spelling is used.
 */
export function parseProviderParams(raw: readonly string[], known?: readonly string[]): string[] {
  const byLower = known ? new Map(known.map((name) => [name.toLowerCase(), name])) : undefined;
  const names: string[] = [];
  for (const value of raw) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    const name = byLower ? byLower.get(trimmed.toLowerCase()) : trimmed;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The same search with a new page (the first page leaves the parameter out) or new providers (back to page 1). */
export function catalogueSearch(current: URLSearchParams, change: { page?: number; providers?: string[] }): string {
  const next = new URLSearchParams(current);
  if (change.providers) {
    next.delete(PROVIDER_PARAM);
    for (const name of change.providers) next.append(PROVIDER_PARAM, name);
    next.delete(PAGE_PARAM);
  }
  if (change.page !== undefined) {
    if (change.page <= DEFAULT_PAGE) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(change.page));
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
