/** Keeps `value` inside `[min, max]`; a value that is not a number counts as `min` (an empty bar). */
export function clampProgress(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * The filled share of a bar from 0 to 100, after clamping. A range with no width (`max <= min`) counts as full, so a
 * one-step flow shows as complete rather than dividing by zero.
 */
export function progressPercent(value: number, min: number, max: number): number {
  if (!(max > min)) return 100;
  return ((clampProgress(value, min, max) - min) / (max - min)) * 100;
}
