import { z } from 'zod';

/**
 * The web build's `prerendered.json` (apps/web/src/app/document/build/prerendered-routes.ts): which prerendered document
 * answers which route pattern, and the shell that answers every other client route (docs/architecture.md#the-document).
 */
const manifestSchema = z.object({
  routes: z.array(
    z.object({
      pattern: z.string().startsWith('/'),
      file: z.string().min(1),
      // The same frame in the other UI languages (docs/product.md#languages); a build from before them has none.
      translations: z.record(z.string(), z.string().min(1)).default({}),
      // The API calls the page starts first, for their answers to be inlined (routes/document-answers.ts); a build
      // from before them lists none.
      firstCalls: z.array(z.string().startsWith('/')).default([]),
    }),
  ),
  fallback: z.string().min(1),
});
export type PrerenderManifest = z.infer<typeof manifestSchema>;

/** The manifest, or undefined when the build wrote none or an unreadable one (then index.html answers everything). */
export function parsePrerenderManifest(text: string | undefined): PrerenderManifest | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a path is one a route pattern matches, the way the web app's router matches it: segment by segment,
 * `:name` standing for any one segment, letters in any case, a trailing slash ignored.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return (
    want.length === have.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]?.toLowerCase())
  );
}

/**
 * The prerendered frame of a client route: in the visitor's language when the build made one, else in the default
 * language (`language` undefined); none for a path without a frame.
 */
export function frameForPath(
  manifest: PrerenderManifest,
  pathname: string,
  language?: string,
): { file: string; language: string | undefined } | undefined {
  const route = routeForPath(manifest, pathname);
  if (!route) return undefined;
  const translation =
    language !== undefined && Object.hasOwn(route.translations, language) && route.translations[language];
  return translation ? { file: translation, language } : { file: route.file, language: undefined };
}

/** The document that answers a client route: its prerendered frame (frameForPath), else the shell. */
export const documentForPath = (manifest: PrerenderManifest, pathname: string, language?: string): string =>
  frameForPath(manifest, pathname, language)?.file ?? manifest.fallback;

/** The calls the page at a path starts first, as the build listed them; none for a path without a frame. */
export const firstCallsForPath = (manifest: PrerenderManifest, pathname: string): readonly string[] =>
  routeForPath(manifest, pathname)?.firstCalls ?? [];

/** The prerendered route a path is a page of. */
function routeForPath(manifest: PrerenderManifest, pathname: string) {
  // Static patterns first, as the router ranks them (`/categories` before a `/:alias` that would match it too).
  const ranked = [...manifest.routes].sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  return ranked.find(({ pattern }) => matchesRoutePattern(pattern, pathname));
}
