import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RenderedData, RenderedQuery } from '@/lib/rendered-queries';
import { answeringCalls, type CallAnswerer } from '@/lib/document/server-render-fetch';
import { resolveLazyRoutes } from '../hydrate/resolve-lazy-routes';
import { startMatchedLoaders } from '../hydrate/start-matched-loaders';

/**
 * The most a server render waits for a page's answers. They come from the server's own API, in a few milliseconds;
 * this only bounds a render whose API hangs, which then renders what has arrived. Below the 2 s the reference API
 * gives a whole render (apps/api routes/document-render.ts), so such a render still ends within them, and the renders
 * queued behind it do not wait for one the API has given up on already.
 */
export const PAGE_DATA_MAX_WAIT_MS = 1_500;

/** Resolves once no query of `queryClient` is fetching any more, or after `maxMs`. */
function whenSettled(queryClient: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/**
 * The data the page at `url` starts from, asked for as the browser asks for it: the route's loaders run (the same
 * ones that start the page's queries before it hydrates) with every API call answered by `answer`. Each query that
 * succeeded is kept, with the calls whose answers the page got; a call left unanswered fails at once and its query
 * is left out, so the page renders that part loading, as the browser will until it has asked for it. `queryClient`
 * is the one the loaders start their queries in; it is emptied after.
 */
export async function loadPageData(
  routes: RouteObject[],
  url: URL,
  {
    answer,
    queryClient,
    maxWaitMs = PAGE_DATA_MAX_WAIT_MS,
  }: { answer: CallAnswerer; queryClient: QueryClient; maxWaitMs?: number },
): Promise<RenderedData> {
  await resolveLazyRoutes(routes, url.pathname);
  const answered = new Set<string>();
  const recordingAnswer: CallAnswerer = async (call) => {
    const envelope = await answer(call);
    if (envelope !== undefined) answered.add(call);
    return envelope;
  };
  return answeringCalls(recordingAnswer, async () => {
    try {
      startMatchedLoaders(routes, url);
      await whenSettled(queryClient, maxWaitMs);
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query): RenderedQuery => [query.queryKey, query.state.data]);
      return { calls: [...answered], queries };
    } finally {
      await queryClient.cancelQueries();
      queryClient.clear();
    }
  });
}
