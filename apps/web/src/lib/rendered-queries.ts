import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RENDERED_QUERIES_ELEMENT_ID } from './document/boot-attributes';
import type { InlinedAnswerSource } from './document/inlined-answers';

/*
 * The data a document was rendered with, for the app to start from. A server that renders a page per request (the
 * reference API, through the build's renderer) writes each query the page rendered from, `[queryKey, data]`, and the
 * API calls those answers came from into a JSON data block `<script type="application/json" id="rendered-queries">`
 * (a data block runs nothing, so the CSP holds). The app puts the queries into its cache before its first render, so
 * that render meets exactly the markup the server wrote: the same data in the same components. The server checked
 * each answer against the contract before it rendered from it, as the app would have. A document from a static host
 * has no block.
 */

export type RenderedQuery = readonly [queryKey: QueryKey, data: unknown];
export type RenderedData = { calls: readonly string[]; queries: readonly RenderedQuery[] };

const isRenderedQuery = (entry: unknown): entry is RenderedQuery =>
  Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0]) && entry[1] !== undefined;

/** The block's data; anything it cannot read reads as none, and the app asks the API. */
export function parseRenderedData(text: string | null | undefined): RenderedData {
  try {
    const { calls, queries } = JSON.parse(text ?? '{}') as { calls?: unknown; queries?: unknown };
    return {
      calls: Array.isArray(calls) ? calls.filter((call): call is string => typeof call === 'string') : [],
      queries: Array.isArray(queries) ? queries.filter(isRenderedQuery) : [],
    };
  } catch {
    return { calls: [], queries: [] };
  }
}

/**
 * Fills the cache with the rendered queries, fresh as of now: the loaders that run next find them and ask nothing.
 * An answer the server also inlined for those calls (the game's, which the boot script paints the artwork from) is
 * dropped from `inlinedAnswers`: a later call then asks the API instead of getting the document's copy, older by then.
 */
export function seedRenderedData(
  queryClient: QueryClient,
  { calls, queries }: RenderedData,
  inlinedAnswers?: InlinedAnswerSource,
): void {
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  for (const call of calls) inlinedAnswers?.take(call);
}

export const readRenderedDataBlock = (): string | null =>
  document.getElementById(RENDERED_QUERIES_ELEMENT_ID)?.textContent ?? null;
