import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { OFFLINE_PAGE_PATH, SKIP_WAITING_MESSAGE } from '../src/config/pwa.ts';
import { requestPolicy } from './request-policy.ts';

declare const self: ServiceWorkerGlobalScope;
/** The build's precache list (vite-plugins/pwa/precache-entries.ts), set when the build bundles this worker. */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[];

/**
 * Navigations: the network first, always (a document will carry the player's data, and the prerendered ones are
 * rebuilt with every release); the branded offline page only when the network fails. No navigation preload: it
 * would also fire for the navigations this worker leaves alone (a game's /play frame), sending those twice.
 */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
  }
}

// Registered before Workbox's own listener, so this one decides first; requests it leaves alone (player data) never
// reach a cache, and Workbox answers only the files it precached.
self.addEventListener('fetch', (event) => {
  const policy = requestPolicy(event.request, self.location.origin);
  if (policy === 'navigation') event.respondWith(navigate(event.request));
  else if (policy === 'network') event.stopImmediatePropagation();
});

precacheAndRoute(__PRECACHE_ENTRIES__);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  // The first install takes the open pages over at once, so they are covered offline without a reload. An update
  // activates only when the player asked for it (below) or once every tab of the old version is closed.
  event.waitUntil(self.clients.claim());
});

// The update prompt (features/app-update): the player chose to reload into the new version.
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
