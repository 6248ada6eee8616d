/**
 * Where the installable app's files live and how the page talks to its service worker (docs/product.md#installable-app). Read by
 * the build (vite-plugins/pwa), the service worker (service-worker/) and the page (features/app-update); the API
 * serves these paths with `Cache-Control: no-cache` (apps/api/src/routes/web-static.ts).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The branded page a navigation gets while the network is gone; static, so it needs neither the API nor scripts. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/** The installed app's icons; `maskable` leaves its mark inside the safe zone a launcher may crop to a circle. */
export const APP_ICONS = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

/** The message the page sends a waiting service worker when the player chose to reload into the new version. */
export const SKIP_WAITING_MESSAGE = 'casino:skip-waiting';

/**
 * Paths the service worker never touches: player data, game launches, development services, game images and the geo
 * service go to the network exactly as without it, so a cache can never answer them.
 */
export const NETWORK_ONLY_PREFIXES = ['/api', '/play', '/dev', '/cdn', '/geo'] as const;
