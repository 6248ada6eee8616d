import type { ActivePromotion, Promotion } from '@casino/api-contract';

export type PromotionState = 'available' | 'active' | 'ended';

/** A promotion without an end date runs until it leaves the catalogue; one past its end cannot be activated. */
export function hasPromotionEnded(validUntil: string | null, now: number): boolean {
  if (validUntil === null) return false;
  const end = Date.parse(validUntil);
  return !Number.isNaN(end) && end <= now;
}

/**
 * What the "all" list offers for each promotion. While the active list is unknown (loading or failed) every
 * running promotion is offered: the server refuses a second activation with a clear message.
 */
export function promotionState(
  promotion: Promotion,
  active: readonly ActivePromotion[] | undefined,
  now: number,
): PromotionState {
  if (active?.some((entry) => entry.alias === promotion.alias && entry.status === 'active')) return 'active';
  return hasPromotionEnded(promotion.validUntil, now) ? 'ended' : 'available';
}

/** A deposit match pays a bonus on the next deposit made with it (docs/product.md#bonuses): a percentage and a wagering. */
export const isDepositMatch = (promotion: Pick<Promotion, 'bonusPercent' | 'wagering'>) =>
  promotion.bonusPercent > 0 && promotion.wagering > 0;
