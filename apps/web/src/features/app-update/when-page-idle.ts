/**
 * How long the network must stay quiet after load before deferred work starts: longer than the half second of quiet
 * that tools (and scripts/bench) count as "network idle", so the work never competes with the first page's requests.
 */
export const NETWORK_QUIET_MS = 1_000;
/** A page that never goes quiet (images loading as the player scrolls) still gets the work after this long, in ms. */
export const MAX_WAIT_MS = 10_000;
/** How long an idle callback may wait for a moment the main thread is free, in ms. */
export const IDLE_TIMEOUT_MS = 5_000;

type IdleWindow = Pick<
  Window,
  'document' | 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> &
  Partial<Pick<Window, 'requestIdleCallback'>> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs `task` once the page has loaded, its network has been quiet for NETWORK_QUIET_MS and the main thread is idle,
 * so that work which can wait (the service worker: its code, its registration and the files it downloads,
 * docs/product.md#installable-app) adds nothing to what the first page fetches and runs (docs/architecture.md#byte-budgets). Returns a cancel function.
 */
export function whenPageIdle(task: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  const timers: number[] = [];
  let quietTimer: number | undefined;
  let idleHandle: number | undefined;
  let observer: PerformanceObserver | undefined;

  const runWhenIdle = () => {
    if (cancelled || idleHandle !== undefined) return;
    observer?.disconnect();
    for (const timer of [...timers, quietTimer]) win.clearTimeout(timer);
    const run = () => !cancelled && task();
    // Safari has no requestIdleCallback: the next macrotask.
    idleHandle = win.requestIdleCallback
      ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(run, 0);
  };
  const restartQuietTimer = () => {
    win.clearTimeout(quietTimer);
    quietTimer = win.setTimeout(runWhenIdle, NETWORK_QUIET_MS);
  };
  const afterLoad = () => {
    if (cancelled) return;
    // Every finished download (script, image, API answer) starts the quiet period again.
    if (win.PerformanceObserver) {
      observer = new win.PerformanceObserver(restartQuietTimer);
      observer.observe({ type: 'resource' });
    }
    restartQuietTimer();
    timers.push(win.setTimeout(runWhenIdle, MAX_WAIT_MS));
  };

  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', afterLoad);
    observer?.disconnect();
    for (const timer of [...timers, quietTimer]) win.clearTimeout(timer);
  };
}
