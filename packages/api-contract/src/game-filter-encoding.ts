import type { GameFilter } from './game-filters';
import { MAX_LENGTH } from './max-length';

/** Turns filters into query pairs, in order (docs/product.md#calls: `filters[i][field|value|operator]`). */
export function encodeGameFilters(filters: readonly GameFilter[]): [string, string][] {
  return filters.flatMap((f, i) => [
    [`filters[${i}][field]`, f.field],
    [`filters[${i}][value]`, f.value],
    [`filters[${i}][operator]`, f.operator],
  ]);
}

/** `%term%` as the name filter expects it; no game name is longer than the API's search maximum, so a term is cut. */
export const nameContains = (term: string): GameFilter => ({
  field: 'name',
  operator: '~',
  value: `%${term.slice(0, MAX_LENGTH.searchText)}%`,
});
