import type { EndpointName } from '@casino/api-contract';
import type { LateRoutes } from '@casino/api-contract/late-routes';
import { isFirstPageRoute, type RouteDefinition, routes } from '@casino/api-contract/routes';

let lateRoutes: Promise<LateRoutes> | undefined;

/**
 * A call's method, path and access. The calls every page may make are in the entry's table; those of parts that load
 * on demand come with the first of them, so each new such part costs the first page nothing. Rejects when that code
 * cannot be downloaded, and tries the download again next time.
 */
export async function routeOf(name: EndpointName): Promise<RouteDefinition> {
  if (isFirstPageRoute(name)) return routes[name];
  lateRoutes ??= import('@casino/api-contract/late-routes').then(
    (module) => module.lateRoutes,
    (error: unknown) => {
      lateRoutes = undefined;
      throw error;
    },
  );
  return (await lateRoutes)[name];
}
