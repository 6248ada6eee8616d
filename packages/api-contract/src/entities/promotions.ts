import { z } from '../zod';
import { minorUnitsSchema } from './money';

export const promotionSchema = z.object({
  id: z.number().int(),
  alias: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Bonus as a percentage of the deposit. */
  bonusPercent: z.number().int().nonnegative(),
  /** Minor units of the player's currency. */
  maxBonus: minorUnitsSchema,
  wagering: z.number().int().nonnegative(),
  validUntil: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** An activated promotion; `historyId` is what cancelling needs (spec §3, §7). */
export const activePromotionSchema = promotionSchema.extend({
  historyId: z.number().int(),
  activatedAt: z.string(),
  status: z.enum(['active', 'cancelled', 'completed']),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;
