import { APP_ICONS, OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../../src/config/pwa.ts';

/** One file the service worker downloads when it installs (Workbox's precache entry). */
export type PrecacheEntry = { url: string; revision: string | null };

/** Vite's fingerprinted output: the name changes with the content, so the URL alone names the version. */
const HASHED_PREFIX = '/assets/';
const HASHED_CODE = /\.(js|css)$/;

/** The installable app's own files besides the code; the worker itself is never in its own cache. */
const APP_FILES = new Set<string>([OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH, ...APP_ICONS.map((icon) => icon.path)]);

/**
 * Whether the worker keeps a built file (a path from the site's root). The app's code and styles, so a repeat visit
 * and a flaky network need nothing but the documents; the offline page with the icons and the manifest. Not the
 * documents: navigations always ask the network first (a document will carry the player's data), so a cached one
 * would be dead weight. Not source maps, nor the .br/.gz copies the server picks from (the worker stores what the
 * browser decoded).
 */
export function shouldPrecache(urlPath: string): boolean {
  if (urlPath === SERVICE_WORKER_PATH) return false;
  if (APP_FILES.has(urlPath)) return true;
  return urlPath.startsWith(HASHED_PREFIX) && HASHED_CODE.test(urlPath);
}

/**
 * The precache list of a build: `revision` is null for fingerprinted files and the content's hash for the others, so
 * an update downloads only what changed.
 */
export function precacheEntries(urlPaths: readonly string[], revisionOf: (urlPath: string) => string): PrecacheEntry[] {
  return urlPaths
    .filter(shouldPrecache)
    .sort()
    .map((url) => ({ url, revision: url.startsWith(HASHED_PREFIX) ? null : revisionOf(url) }));
}
