/**
 * The routes whose document the build prerenders (the lobby paints from the HTML). A pattern with a
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

/**
 * The origin the prerender renders and runs loaders at. Any origin will do: the prerender has no server to ask, so
 * nothing is fetched from it.
 */
export const PRERENDER_ORIGIN = 'http://prerender.invalid';

/** The built app without prerendered content: the SPA fallback for every other path. */
export const SHELL_FILE = 'shell.html';

/** Tells servers which file answers which path (apps/api's static serving reads it; README has the rewrite list). */
export const PRERENDER_MANIFEST_FILE = 'prerendered.json';

export type PrerenderManifest = {
  /**
   * `file` is the default language's document; `translations` the same frame in each other UI language, for a server
   * that knows the visitor's choice (the language cookie, docs/product.md#languages).
   */
  routes: Array<{
    pattern: string;
    file: string;
    translations: Record<string, string>;
    /**
     * The API calls the page starts first, path and query after the API's base URL (first-calls.ts): a
     * server that serves the document may inline their answers, so the page draws them without asking (docs/architecture.md#answers-inlined-by-the-server).
     */
    firstCalls: string[];
  }>;
  fallback: string;
};

/**
 * The file a pattern is written to, relative to the build folder: `/` is `index.html` (what every static host serves
 * at the root), `/categories` is `categories.html` (hosts with clean URLs find it by themselves) and a dynamic
 * segment keeps its name in brackets, `/games/:alias` → `games/[alias].html`. Another language's frame carries the
 * language before the extension (`index.de.html`), a name no route ever asks for.
 */
export function prerenderedFileName(pattern: string, language?: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment));
  const extension = language ? `.${language}.html` : '.html';
  return segments.length === 0 ? `index${extension}` : `${segments.join('/')}${extension}`;
}

/**
 * The manifest of `patterns`, each prerendered in the default language and in `otherLanguages`, with the calls each
 * page starts first (none for a pattern `firstCalls` leaves out).
 */
export function prerenderManifest(
  patterns: readonly string[] = PRERENDERED_ROUTES,
  otherLanguages: readonly string[] = [],
  firstCalls: Readonly<Record<string, readonly string[]>> = {},
): PrerenderManifest {
  return {
    routes: patterns.map((pattern) => ({
      pattern,
      file: prerenderedFileName(pattern),
      translations: Object.fromEntries(otherLanguages.map((lang) => [lang, prerenderedFileName(pattern, lang)])),
      firstCalls: [...(firstCalls[pattern] ?? [])],
    })),
    fallback: SHELL_FILE,
  };
}
