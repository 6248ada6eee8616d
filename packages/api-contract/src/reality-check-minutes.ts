/**
 * Reality-check intervals a player may choose, in minutes; null is off (docs/product.md#responsible-gaming). Apart from the schemas, so the game
 * page's reality check reads them without loading zod (docs/architecture.md#the-answer-check).
 */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number] | null;
