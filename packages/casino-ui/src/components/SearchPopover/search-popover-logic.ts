/** docs/product.md#dialogs-and-widgets: at most 10 results in the search popover. */
export const DEFAULT_MAX_RESULTS = 10;

/** docs/product.md#lobby-and-search: search terms under 2 characters (trimmed) trigger no search and show nothing. */
export const DEFAULT_MIN_CHARS = 2;

/** Whether a term is long enough to show the popover (docs/product.md#lobby-and-search: trimmed length of at least `minChars`). */
export function isSearchableTerm(term: string, minChars: number = DEFAULT_MIN_CHARS): boolean {
  return term.trim().length >= minChars;
}

/** Next active option for ArrowDown (+1) or ArrowUp (-1), wrapping at both ends; -1 means none. */
export function moveActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
