import type { GameFilter } from '@casino/api-contract';
import { nameContains } from '@casino/api-contract/routes';

export type GameCriteria = {
  /** Already trimmed and long enough (see `searchableTerm`), or null for no name filter. */
  term?: string | null;
  category?: string | null;
  providers?: readonly string[];
};

/**
 * The `/games` filters (docs/product.md#calls): name `~` with `%term%`, `categories.alias` `=`, provider `=` for one and `in` for several.
 * Blank and repeated providers are dropped.
 */
export function buildGameFilters({ term, category, providers = [] }: GameCriteria): GameFilter[] {
  const filters: GameFilter[] = [];
  if (term) filters.push(nameContains(term));
  if (category) filters.push({ field: 'categories.alias', operator: '=', value: category });
  const names = [...new Set(providers.map((p) => p.trim()).filter(Boolean))];
  if (names.length === 1 && names[0]) filters.push({ field: 'provider', operator: '=', value: names[0] });
  else if (names.length > 1) filters.push({ field: 'provider', operator: 'in', value: names.join(',') });
  return filters;
}
