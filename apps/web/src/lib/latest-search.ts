/**
 * The query strings a page asked the router for and has not seen rendered yet. `base` is what was rendered when the
 * first of them was asked.
 */
export type AskedSearches = { base: string; asked: readonly string[] };

/**
 * The address a new change to the query string should build on. The router renders a navigation in a transition, so
 * for a moment the rendered query string lags behind the one last asked for: two filters changed quickly would
 * otherwise both start from the old address, and the second would undo the first.
 *
 * - Nothing asked, or the last ask is rendered: the rendered string is the latest.
 * - The rendered string is the base or an earlier ask: the asks are still on their way; the last one is the latest.
 * - Anything else: someone else navigated (Back, a link), and what was asked no longer matters.
 */
export function latestSearch(rendered: string, pending: AskedSearches | null): string {
  return stillPending(rendered, pending)?.asked.at(-1) ?? rendered;
}

/** The asks after asking for `next`. */
export function askSearch(rendered: string, pending: AskedSearches | null, next: string): AskedSearches {
  const current = stillPending(rendered, pending);
  return current ? { base: current.base, asked: [...current.asked, next] } : { base: rendered, asked: [next] };
}

function stillPending(rendered: string, pending: AskedSearches | null): AskedSearches | null {
  if (!pending || pending.asked.at(-1) === rendered) return null;
  return rendered === pending.base || pending.asked.includes(rendered) ? pending : null;
}
