import { useEffect, useState } from 'react';
import { SLOW_LOAD_NOTICE_MS } from '@/config/constants';

const NOT_SLOW = Symbol('not slow');

/**
 * True once `waiting` has held for `afterMs` without a break. A new `restartKey` (a Retry that starts over) starts
 * the count again, as does any moment `waiting` is false.
 */
export function useSlowAfter(waiting: boolean, restartKey: unknown, afterMs = SLOW_LOAD_NOTICE_MS): boolean {
  // The key the timer fired for, so a stale "slow" of an earlier run never shows for a fresh one.
  const [slowFor, setSlowFor] = useState<unknown>(NOT_SLOW);
  useEffect(() => {
    if (!waiting) {
      setSlowFor(NOT_SLOW);
      return;
    }
    const timer = setTimeout(() => setSlowFor(restartKey), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, restartKey, afterMs]);
  return waiting && Object.is(slowFor, restartKey);
}
