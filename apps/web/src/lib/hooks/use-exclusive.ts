import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so that calls made while a run is still going are dropped. A double click or a repeated
 * Enter arrives before React re-renders the button as busy, so a disabled state alone lets the second press through;
 * this guard is synchronous. Rejections pass through to the caller of the run that started.
 */
export function useExclusive<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  return useCallback(
    async (...args: A): Promise<void> => {
      if (running.current) return;
      running.current = true;
      try {
        await action(...args);
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}
