import { SERVICE_WORKER_PATH, SKIP_WAITING_MESSAGE } from '@/config/pwa';

/**
 * How often an open tab asks whether a new version was released. Browsers check on navigations, which a single-page
 * app rarely makes; a player who keeps the lobby open all evening still hears of a release within the hour.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long the page waits for the new worker to take over before it reloads anyway. Chromium can leave a worker that
 * was told to skip waiting parked when a request reaches the old worker at that moment (a game card's prefetch as the
 * pointer crosses it on the way to Reload); the reload's navigation then completes the activation (seen in
 * e2e/pwa.spec.ts).
 */
export const TAKEOVER_TIMEOUT_MS = 3_000;

/** Moves the page to the waiting version: the new worker takes over, then the page reloads into it. */
export type ActivateUpdate = () => void;

type Options = {
  /** A new version is installed and waits; called at most once per page. */
  onUpdateReady: (activate: ActivateUpdate) => void;
  container?: ServiceWorkerContainer;
  reload?: () => void;
};

/**
 * Registers the site's service worker (loaded lazily, once the page is idle: see when-page-idle.ts) and reports a
 * waiting update. Nothing happens until the player chooses to reload: a player who never does keeps the version the
 * page started with, and the next visit after every tab of it has closed gets the new one.
 */
export async function registerServiceWorker({
  onUpdateReady,
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
}: Options): Promise<ServiceWorkerRegistration | undefined> {
  // The worker's own file is never HTTP-cached either (the server sends no-cache), so every check sees a release.
  const registration: ServiceWorkerRegistration | undefined = await container.register(SERVICE_WORKER_PATH, {
    scope: '/',
    updateViaCache: 'none',
  });
  // A browser that refuses without an error (a test browser blocking workers answers with nothing): no worker.
  if (!registration) return undefined;
  let offered = false;
  let reloadRequested = false;
  let takenOver = false;

  const offer = (worker: ServiceWorker) => {
    // Without a controller this is the first install, not an update: the page already runs the newest version.
    if (offered || !container.controller) return;
    offered = true;
    onUpdateReady(() => {
      // Another tab may have moved to it already: the worker is no longer waiting, only this page is old.
      if (worker.state !== 'installed') return reload();
      reloadRequested = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
      setTimeout(() => takenOver || reload(), TAKEOVER_TIMEOUT_MS);
    });
  };

  container.addEventListener('controllerchange', () => {
    // Only the tab whose player asked reloads; others keep running until the player navigates or reloads. Also when
    // the fallback reload already started: the old worker that was carrying that navigation is gone, and with it the
    // navigation, so it starts again through the new one.
    if (!reloadRequested) return;
    takenOver = true;
    reload();
  });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  return registration;
}
