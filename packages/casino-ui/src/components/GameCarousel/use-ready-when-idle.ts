import { useCallback, useEffect, useState } from 'react';

/** The longest a row waits for a free moment of the main thread before it gets ready anyway, in ms. */
export const READY_WHEN_IDLE_TIMEOUT_MS = 2_000;

/**
 * `[ready, readyNow]`: `ready` turns true at the browser's first idle moment after `canWait` is true (at the latest
 * READY_WHEN_IDLE_TIMEOUT_MS after), or at once when `readyNow` is called on a player's intent, and never turns back.
 * Work that only serves a later interaction (measuring a carousel for its scroll buttons) waits for it, so it runs as
 * a short task of its own instead of inside the render that shows what it measures.
 */
export function useReadyWhenIdle(canWait = true): readonly [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !canWait) return;
    const markReady = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markReady, { timeout: READY_WHEN_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: the next macrotask, after the render in which it may start waiting.
    const timer = window.setTimeout(markReady, 0);
    return () => window.clearTimeout(timer);
  }, [ready, canWait]);
  const readyNow = useCallback(() => setReady(true), []);
  return [ready, readyNow] as const;
}
