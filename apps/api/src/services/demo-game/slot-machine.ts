import type { SlotSymbol } from '@casino/api-contract';

/** Reel weights out of 100: rarer symbols pay more. */
export const SYMBOL_WEIGHTS: readonly (readonly [SlotSymbol, number])[] = [
  ['cherry', 35],
  ['lemon', 28],
  ['bell', 20],
  ['star', 12],
  ['seven', 5],
];

/** Stake multipliers for three of a kind. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  cherry: 5,
  lemon: 8,
  bell: 15,
  star: 40,
  seven: 100,
};
/** Exactly two cherries anywhere pay this many stakes. */
export const TWO_CHERRIES = 2;

const WEIGHT_TOTAL = SYMBOL_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

/** The symbol a roll in `0..99` lands on. */
export function symbolForRoll(roll: number): SlotSymbol {
  let left = Math.min(Math.max(Math.floor(roll), 0), WEIGHT_TOTAL - 1);
  for (const [symbol, weight] of SYMBOL_WEIGHTS) {
    if (left < weight) return symbol;
    left -= weight;
  }
  return 'cherry';
}

/** Three reels from a source of rolls in `0..99` (crypto in production, fixed in tests). */
export const drawReels = (roll: () => number): SlotSymbol[] => [
  symbolForRoll(roll()),
  symbolForRoll(roll()),
  symbolForRoll(roll()),
];

/** What a line pays for a stake, in minor units. */
export function slotWin(reels: readonly SlotSymbol[], stake: number): number {
  const [a, b, c] = reels;
  if (a && a === b && b === c) return stake * THREE_OF_A_KIND[a];
  if (reels.filter((s) => s === 'cherry').length === 2) return stake * TWO_CHERRIES;
  return 0;
}

export const WEIGHT_SCALE = WEIGHT_TOTAL;
