import { SEARCH_MIN_CHARS } from '../../config/constants';

/** Spec §5: a term under the minimum, once trimmed, triggers no search (and clears results). */
export function searchableTerm(raw: string): string | null {
  const term = raw.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}
