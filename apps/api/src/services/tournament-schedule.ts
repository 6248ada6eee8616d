import type { TournamentStatus } from '@casino/api-contract';

export type Recurrence = { anchorMs: number; periodMs: number; durationMs: number };
export type Occurrence = { status: TournamentStatus; startsAtMs: number; endsAtMs: number };

/**
 * The occurrence of a recurring tournament that matters at `nowMs`: the one running, else the next one. Occurrence
 * k runs over [anchor + k·period, anchor + k·period + duration); an end instant belongs to the next state.
 */
export function occurrenceAt({ anchorMs, periodMs, durationMs }: Recurrence, nowMs: number): Occurrence {
  const k = Math.floor((nowMs - anchorMs) / periodMs);
  const start = anchorMs + k * periodMs;
  if (nowMs < start + durationMs) return { status: 'current', startsAtMs: start, endsAtMs: start + durationMs };
  const next = start + periodMs;
  return { status: 'upcoming', startsAtMs: next, endsAtMs: next + durationMs };
}

/** Running tournaments first, those ending soonest on top; then upcoming ones, those starting soonest on top. */
export function compareOccurrences(a: Occurrence, b: Occurrence): number {
  if (a.status !== b.status) return a.status === 'current' ? -1 : 1;
  return a.status === 'current' ? a.endsAtMs - b.endsAtMs : a.startsAtMs - b.startsAtMs;
}
