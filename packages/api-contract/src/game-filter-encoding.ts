import type { GameFilter } from './game-filters';

/** Turns filters into query pairs, in order (spec §7: `filters[i][field|value|operator]`). */
export function encodeGameFilters(filters: readonly GameFilter[]): [string, string][] {
  return filters.flatMap((f, i) => [
    [`filters[${i}][field]`, f.field],
    [`filters[${i}][value]`, f.value],
    [`filters[${i}][operator]`, f.operator],
  ]);
}
