import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The path of the site a link under `target` leads to, or null when there is none to prefetch: no link, another
 * origin, a download, a new tab.
 */
export function intentPath(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const url = new URL(link.href);
  return url.origin === origin ? url.pathname : null;
}

/**
 * Starts downloading the code of the lazy routes `pathname` matches: the module loader fetches a chunk's imports only
 * once it has the chunk, so a route's code takes a few round trips, taken here before the click. Nothing is written
 * into the routes (the router loads them itself, from the module cache by then), and a failed download is left for
 * the navigation, which shows its error.
 */
export function prefetchRouteCode(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = route;
    const loads = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
    for (const load of loads) {
      if (typeof load === 'function') Promise.resolve(load()).catch(() => undefined);
    }
  }
}

/**
 * Prefetches a route's code when a pointer comes over a link to it (a finger's touch included) or the link takes the
 * focus ("hover or focus may prefetch"), once per path. Returns the function that stops listening.
 */
export function prefetchRouteCodeOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const path = intentPath(event.target, root.location.origin);
    if (path === null || done.has(path)) return;
    done.add(path);
    prefetchRouteCode(routes, path);
  };
  const events = ['pointerover', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
