import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match `pathname` and writes them into their route objects. The prerender does
 * it before rendering, and the browser before hydrating: a route still lazy at hydration renders the router's
 * fallback instead of the page, which React reports as a mismatch.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy !== undefined) ?? [];
  await Promise.all(lazyMatches.map(({ route }) => resolveLazyRoute(route)));
}

/**
 * A route's `lazy` is either one function answering several properties, or (react-router's per-property form, which
 * the router uses so a loader can start before the page's chunk arrives) an object with one function per property.
 */
async function resolveLazyRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy as unknown as
    | (() => Promise<Partial<RouteObject>>)
    | Record<string, (() => Promise<unknown>) | undefined>;
  const resolved: Record<string, unknown> = {};
  if (typeof lazy === 'function') Object.assign(resolved, await lazy());
  else {
    await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => {
        const value = await load?.();
        // A route module without data has no loader: leave the property out rather than set it to null.
        if (value !== null && value !== undefined) resolved[key] = value;
      }),
    );
  }
  Object.assign(route, { ...resolved, lazy: undefined });
}
