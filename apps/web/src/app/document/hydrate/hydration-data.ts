import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/** React Router's id of a route without its own: its position in the tree, `0-3-1` (convertRoutesToDataRoutes). */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parent, String(index)];
    const id = route.id ?? treePath.join('-');
    if (route.index) return { ...route, id };
    return { ...route, id, children: route.children && withIds(route.children, treePath) };
  });
}

/**
 * The router's starting data for hydrating a prerendered page: every matched loader counts as done, with nothing.
 * The prerender ran no loader (it has no API), so the first render must not wait for one either: a router that ran
 * them would render its fallback instead of the page the document holds. The app runs them itself, just before it
 * hydrates (`startMatchedLoaders`).
 */
export function emptyHydrationData(routes: RouteObject[], pathname: string): HydrationState {
  const matches = matchRoutes(withIds(routes), pathname) ?? [];
  const loaderData = Object.fromEntries(
    matches.filter(({ route }) => route.loader !== undefined).map(({ route }) => [route.id, null]),
  );
  return { loaderData, actionData: null, errors: null };
}
