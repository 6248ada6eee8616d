/**
 * The routes whose document the build prerenders (issue 19: the lobby paints from the HTML). A pattern with a
 * dynamic segment gets one frame for every value; what depends on the value renders once hydrated (useHydrated).
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/categories/:alias',
  '/games/:alias',
  '/categories',
  '/providers',
  '/tournaments',
  '/vip-club',
  '/support',
] as const;

/** The built app without prerendered content: the SPA fallback for every other path. */
export const SHELL_FILE = 'shell.html';

/** Tells servers which file answers which path (apps/api's static serving reads it; README has the rewrite list). */
export const PRERENDER_MANIFEST_FILE = 'prerendered.json';

export type PrerenderManifest = {
  routes: Array<{ pattern: string; file: string }>;
  fallback: string;
};

/**
 * The file a pattern is written to, relative to the build folder: `/` is `index.html` (what every static host serves
 * at the root), `/categories` is `categories.html` (hosts with clean URLs find it by themselves) and a dynamic
 * segment keeps its name in brackets, `/games/:alias` → `games/[alias].html`.
 */
export function prerenderedFileName(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment));
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}.html`;
}

export function prerenderManifest(patterns: readonly string[] = PRERENDERED_ROUTES): PrerenderManifest {
  return { routes: patterns.map((pattern) => ({ pattern, file: prerenderedFileName(pattern) })), fallback: SHELL_FILE };
}
