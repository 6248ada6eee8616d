/**
 * Reality-check intervals a player may choose, in minutes; null is off (issue 7). Apart from the schemas, so the game
 * page's reality check reads them without loading zod (issue 19).
 */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number] | null;
