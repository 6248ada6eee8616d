/** How long an idle callback may wait on a page that never goes idle (a busy lobby carousel), in ms. */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle, so that work which can wait (the service worker's
 * registration, issue 16 item 2) adds nothing to what the first page fetches and runs (issue 19's budget).
 */
export function whenPageIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => !cancelled && task(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      // Safari has no requestIdleCallback: the next macrotask after load.
      idleHandle = win.setTimeout(() => !cancelled && task(), 0);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
    else win.clearTimeout(idleHandle);
  };
}
