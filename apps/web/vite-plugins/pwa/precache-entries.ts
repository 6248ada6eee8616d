import { APP_ICONS, OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH } from '../../src/config/pwa.ts';

/** One file the service worker downloads when it installs (Workbox's precache entry). */
export type PrecacheEntry = { url: string; revision: string | null };

/** Vite's fingerprinted output: the name changes with the content, so the URL alone names the version. */
const HASHED_PREFIX = '/assets/';

/** The installable app's own files: the offline page and what installing shows (manifest, icons). */
export const PRECACHED_APP_FILES: readonly string[] = [
  OFFLINE_PAGE_PATH,
  WEB_APP_MANIFEST_PATH,
  ...APP_ICONS.map((icon) => icon.path),
];

/** `src` and `href` values under /assets in a document: its entry module, preloads, stylesheets, boot script. */
const ASSET_REFERENCE = /\s(?:src|href)="(\/assets\/[^"?#]+)"/g;

/**
 * The app's shell: the fingerprinted files the built documents load before anything else (the entry module and its
 * preloaded imports, the stylesheets, the boot script). Route code loaded later is not in it, on purpose: precaching
 * every route's chunk would download the whole site (about 600 KiB compressed) on a first visit, on the player's
 * data plan, when the byte budgets keep that visit small (docs/architecture.md#byte-budgets); those files are immutable, so the HTTP cache keeps them.
 */
export function shellAssets(documents: readonly string[]): string[] {
  const found = new Set<string>();
  for (const html of documents) for (const [, url] of html.matchAll(ASSET_REFERENCE)) if (url) found.add(url);
  return [...found].sort();
}

/**
 * The precache list of a build: the shell and the app's own files. `revision` is null for fingerprinted files and
 * the content's hash for the others, so an update downloads only what changed. Documents are never in it:
 * navigations always ask the network first (a document will carry the player's data).
 */
export function precacheEntries(shell: readonly string[], revisionOf: (urlPath: string) => string): PrecacheEntry[] {
  return [
    ...shell.map((url) => ({ url, revision: url.startsWith(HASHED_PREFIX) ? null : revisionOf(url) })),
    ...PRECACHED_APP_FILES.map((url) => ({ url, revision: revisionOf(url) })),
  ];
}
