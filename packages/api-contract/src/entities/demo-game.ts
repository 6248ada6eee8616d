import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

/**
 * The reference API's playable demo slot (docs/product.md#game-page-and-play): the page at a launch URL spins through these calls. In `real`
 * mode a spin moves the player's balance; in `demo` mode the page keeps play money and the server only draws reels.
 */
export const gameModeSchema = z.enum(['real', 'demo']);
export type GameMode = z.infer<typeof gameModeSchema>;

/** Stakes the slot offers, in minor units: 0.10 to 100.00. */
export const SLOT_STAKES = [10, 50, 100, 500, 1000, 5000, 10_000] as const;

const stakeSchema = minorUnitsSchema.check(
  z.refine((v) => (SLOT_STAKES as readonly number[]).includes(v), {
    message: `stake must be one of ${SLOT_STAKES.join(', ')} (minor units)`,
  }),
);

export const realSpinBodySchema = z.object({ stake: stakeSchema });
export type RealSpinBody = z.infer<typeof realSpinBodySchema>;

/** Demo play money travels with the spin: the server writes nothing and only checks the stake fits. */
export const demoSpinBodySchema = z.object({ stake: stakeSchema, balance: minorUnitsSchema.check(z.nonnegative()) });
export type DemoSpinBody = z.infer<typeof demoSpinBodySchema>;

export const slotSymbolSchema = z.enum(['cherry', 'lemon', 'bell', 'star', 'seven']);
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

export const spinResultSchema = z.object({
  reels: z.array(slotSymbolSchema).check(z.length(3)),
  stake: minorUnitsSchema,
  win: minorUnitsSchema,
  /** The balance after the spin: the player's real balance, or the play money in demo mode. */
  balance: minorUnitsSchema,
  currency: currencyCodeSchema,
  /** The bet recorded in the player's history (real mode only). */
  betId: z.nullable(z.number().check(z.int())),
});
export type SpinResult = z.infer<typeof spinResultSchema>;
