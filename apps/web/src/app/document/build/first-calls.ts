import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { PRERENDER_ORIGIN } from './prerendered-routes';
import { resolveLazyRoutes } from '../hydrate/resolve-lazy-routes';
import { startMatchedLoaders } from '../hydrate/start-matched-loaders';

/** How often, and at most how long, the prerender looks for more calls once the loaders have started. */
const LOOK_EVERY_MS = 20;
const LOOK_AT_MOST_MS = 1_000;
/** The calls are all made within a few tasks of each other: this many looks without a new one end the wait. */
const QUIET_LOOKS = 3;

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The API calls a page starts before anything else (its route loaders' queries), as the API client names them: path
 * and query after the API's base URL (`/games/group/popular?limit=16`). The prerender writes them into the manifest
 * (`firstCalls`), so a server that serves the page's document can inline their answers (the first rows
 * paint without another round trip). Found by running the loaders with a `fetch` that only writes down what it is
 * asked for and fails, so nothing depends on a list kept by hand beside the loaders. `queryClient` is the client the
 * loaders start their queries in; it is emptied after.
 */
export async function recordFirstCalls(
  routes: RouteObject[],
  pathname: string,
  { apiBaseUrl, queryClient }: { apiBaseUrl: string; queryClient: QueryClient },
): Promise<string[]> {
  await resolveLazyRoutes(routes, pathname);
  if (!matchRoutes(routes, pathname)?.some(({ route }) => typeof route.loader === 'function')) return [];
  const url = new URL(pathname, PRERENDER_ORIGIN);
  const asked: string[] = [];
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (input) => {
    asked.push(urlOf(input));
    return Promise.reject(new TypeError('The prerender has no API to ask'));
  };
  try {
    startMatchedLoaders(routes, url);
    let quiet = 0;
    for (let waited = 0; waited < LOOK_AT_MOST_MS && quiet < QUIET_LOOKS; waited += LOOK_EVERY_MS) {
      const before = asked.length;
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      quiet = asked.length > 0 && asked.length === before ? quiet + 1 : 0;
    }
  } finally {
    globalThis.fetch = fetchBefore;
    await queryClient.cancelQueries();
    queryClient.clear();
  }
  // The base may be a path (`/api`) or another origin; a call elsewhere (none today) is no API answer to inline.
  const base = new URL(apiBaseUrl, url);
  const calls = asked
    .map((target) => new URL(target, url))
    .filter((call) => call.origin === base.origin && call.pathname.startsWith(base.pathname))
    .map((call) => `${call.pathname.slice(base.pathname.replace(/\/$/, '').length)}${call.search}`);
  return [...new Set(calls)];
}
