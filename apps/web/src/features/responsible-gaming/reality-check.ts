import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@casino/api-contract/routes';

/** Choices on the tools page; null is "off" (docs/product.md#responsible-gaming). */
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [null, ...REALITY_CHECK_MINUTES];

/** Where a jurisdiction requires reality checks, a player who never chose gets this interval. */
export const REQUIRED_REALITY_CHECK_DEFAULT_MINUTES = 60;

const MINUTE_MS = 60_000;

/** The choices a player may pick: "off" is gone where reality checks are required. */
export const realityCheckChoices = ({ required }: { required: boolean }) =>
  required ? REALITY_CHECK_CHOICES.filter((m) => m !== null) : REALITY_CHECK_CHOICES;

/** The interval in force, in minutes, or null when off; `required` turns "off" into the default. */
export function effectiveRealityCheckMinutes(chosen: RealityCheckMinutes, { required }: { required: boolean }) {
  if (chosen !== null) return chosen;
  return required ? REQUIRED_REALITY_CHECK_DEFAULT_MINUTES : null;
}

/**
 * Milliseconds until the next reality check of a session that started at `startedAt`: checks fall on whole
 * intervals from the start (15, 30, 45 ... minutes in), so time spent reading a check does not shift the next one.
 */
export function msUntilNextCheck(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const elapsed = Math.max(0, now - startedAt);
  return interval - (elapsed % interval);
}

/** Session length as hours, minutes and seconds. */
export function sessionParts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** "1:05:09" or "5:09": a session clock that reads the same in every language. */
export function formatSessionTime(ms: number): string {
  const { hours, minutes, seconds } = sessionParts(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
