/**
 * The route a prerendered document's markup was rendered for (`#root[data-prerendered-route]`), if it is such a
 * document: a pattern (`/categories/:alias`) for the frame the build prerenders once for every alias, or a path
 * (`/categories/slots`) for a document a server rendered for that very page, with its data.
 */
export const documentFrameRoute = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.prerenderedRoute;

/** Whether a route names no page yet: one of its segments is a parameter (`/games/:alias`). */
export const isRoutePattern = (route: string): boolean => route.split('/').some((segment) => segment.startsWith(':'));
