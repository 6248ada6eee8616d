import { type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router';

/**
 * Runs the loaders of the routes matching `url`, which a hydrating router skips (its hydration data says they ran:
 * `emptyHydrationData`). Ours only start the page's queries, so the page hydrates with them already loading. Left to
 * the page's mount, each query would start in the effect that subscribes to it and change what its component had
 * read, and React re-renders such a component at once, synchronously, in that task: the whole lobby (docs/architecture.md#byte-budgets). The
 * app holds the requests themselves until the page has hydrated (`lib/document/request-hold.ts`). A loader that fails is
 * ignored: the page shows its own error state.
 */
export function startMatchedLoaders(routes: RouteObject[], url: URL): void {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  // The router's "matched un-interpolated pattern": the matched routes' paths joined (`/games/:alias`).
  const pattern = `/${matches
    .map(({ route }) => route.path)
    .filter(Boolean)
    .join('/')}`.replace(/\/{2,}/g, '/');
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    const args: LoaderFunctionArgs = {
      request: new Request(url),
      url,
      pattern,
      params,
      context: undefined as unknown as LoaderFunctionArgs['context'],
    };
    try {
      void Promise.resolve(route.loader(args)).catch(() => undefined);
    } catch {
      // The page's own queries report it.
    }
  }
}
