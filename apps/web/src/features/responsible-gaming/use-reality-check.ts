import { useEffect, useState } from 'react';
import { msUntilNextCheck } from './reality-check';

export type RealityCheckState = { due: boolean; elapsedMs: number; acknowledge: () => void };

/**
 * Opens a check every `intervalMinutes` of a session that started at `startedAt` (epoch ms); null interval is off.
 * While a check is open no timer runs; Continue schedules the next whole interval from the start.
 */
export function useRealityCheck(
  startedAt: number | null,
  intervalMinutes: number | null,
  now: () => number = Date.now,
): RealityCheckState {
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [acknowledged, setAcknowledged] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `acknowledged` re-arms the timer after Continue.
  useEffect(() => {
    if (startedAt === null || intervalMinutes === null || dueAt !== null) return;
    const timer = setTimeout(() => setDueAt(now()), msUntilNextCheck(startedAt, intervalMinutes, now()));
    return () => clearTimeout(timer);
  }, [startedAt, intervalMinutes, dueAt, acknowledged, now]);

  return {
    due: dueAt !== null,
    elapsedMs: dueAt !== null && startedAt !== null ? dueAt - startedAt : 0,
    acknowledge: () => {
      setDueAt(null);
      setAcknowledged((n) => n + 1);
    },
  };
}
