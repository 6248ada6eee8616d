import { z } from '../zod';
import { minorUnitsSchema } from './money';

export const promotionSchema = z.object({
  id: z.number().check(z.int()),
  alias: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** Bonus as a percentage of the deposit. */
  bonusPercent: z.number().check(z.int(), z.nonnegative()),
  /** Minor units of the player's currency. */
  maxBonus: minorUnitsSchema,
  wagering: z.number().check(z.int(), z.nonnegative()),
  validUntil: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * The bonus a deposit paid on an activation (docs/product.md#bonuses), in minor units of the player's currency. `balance` is
 * what is left of it (bonus money is spent after cash); `wagering.wagered` counts stakes weighted by game category
 * towards `wagering.required`; `wagering.progress` is the whole percent done (0 to 100), 100 only when complete.
 */
export const promotionBonusSchema = z.object({
  granted: minorUnitsSchema,
  balance: minorUnitsSchema,
  wagering: z.object({
    required: minorUnitsSchema,
    wagered: minorUnitsSchema,
    progress: z.number().check(z.int(), z.gte(0), z.lte(100)),
  }),
  /** When what is left of it expires unless wagered through (an ISO instant); null: never. Older servers omit it. */
  expiresAt: z.optional(z.nullable(z.string())),
});
export type PromotionBonus = z.infer<typeof promotionBonusSchema>;

/** An activated promotion; `historyId` is what cancelling needs (docs/product.md#entities). */
export const activePromotionSchema = z.extend(promotionSchema, {
  historyId: z.number().check(z.int()),
  activatedAt: z.string(),
  status: z.enum(['active', 'cancelled', 'completed']),
  /** Null until a deposit with this promotion pays its bonus; absent from older servers. */
  bonus: z.optional(z.nullable(promotionBonusSchema)),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;
