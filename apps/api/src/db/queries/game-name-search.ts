/** The name filter carries its own `%` wildcards (docs/product.md#calls); a bare term is treated as "contains". */
export const nameLikePattern = (value: string) => (value.includes('%') || value.includes('_') ? value : `%${value}%`);

/** The trigram index holds every run of three characters of a name: a shorter piece cannot be looked up in it. */
const TRIGRAM_LENGTH = 3;

/**
 * The full-text query (migration 100's `games_name_search`) for the names a LIKE pattern can match, or undefined
 * when no piece of the pattern is long enough for the index and the names must be scanned.
 *
 * A name matching the pattern holds every literal piece between its `%` and `_` wildcards, so the index narrows the
 * search to the names holding all pieces of three characters or more. It only narrows: it folds case beyond ASCII
 * where LIKE does not, and ignores the order of the pieces and what `_` stands for, so the LIKE still decides.
 */
export function nameSearchIndexQuery(likePattern: string): string | undefined {
  const pieces = likePattern.split(/[%_]/).filter((piece) => [...piece].length >= TRIGRAM_LENGTH);
  if (pieces.length === 0) return undefined;
  // An FTS5 string is double-quoted, a quote inside doubled; quoted, `AND`, `*` or `:` in a name stay plain text.
  return pieces.map((piece) => `"${piece.replaceAll('"', '""')}"`).join(' AND ');
}
