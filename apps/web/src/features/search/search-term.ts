import { isSearchableTerm } from '@casino/ui';
import { SEARCH_MIN_CHARS } from '@/config/constants';

/** docs/product.md#lobby-and-search: a term under the minimum, once trimmed, triggers no search (and clears results); else the trimmed term. */
export function searchableTerm(raw: string): string | null {
  return isSearchableTerm(raw, SEARCH_MIN_CHARS) ? raw.trim() : null;
}
