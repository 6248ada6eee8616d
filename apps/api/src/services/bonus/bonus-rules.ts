/**
 * The money rules of deposit bonuses (docs/product.md#bonuses), pure so a table test pins each one. Amounts are integer minor
 * units; every division rounds in the player's favour or to the whole minor unit the ledger can hold.
 */

/**
 * How much of a stake counts towards wagering, per game category, in percent: the site's Bonus Terms ("Slots count
 * 100%, table games and video poker 10%, live casino 5%"), which the seeded Welcome Bonus repeats for slots and
 * table games. Categories the terms do not name (casual, crash, dice) count nothing; popular and new releases are
 * labels over other kinds of game, so they add nothing of their own.
 */
export const WAGERING_CONTRIBUTION_PERCENT: Readonly<Record<string, number>> = {
  slots: 100,
  table: 10,
  blackjack: 10,
  roulette: 10,
  baccarat: 10,
  'video-poker': 10,
  live: 5,
  'live-dealers': 5,
};

/** Bonus Terms, "Limits while a bonus is active": the largest stake while wagering is 5 of the player's currency. */
export const MAX_STAKE_WHILE_WAGERING = 500;

/** A game in several categories counts at the best of them: a slot that is also popular is a slot. */
export function wageringContributionPercent(categoryAliases: readonly string[]): number {
  return Math.max(0, ...categoryAliases.map((alias) => WAGERING_CONTRIBUTION_PERCENT[alias] ?? 0));
}

export type DepositBonusTerms = {
  bonusPercent: number;
  maxBonus: number;
  wagering: number;
  /** The smallest deposit the promotion pays on, as its text states; 0 for none. */
  minDeposit: number;
};

/**
 * Whether a promotion pays on deposits at all: only deposit matches (a percentage and a wagering requirement) do;
 * cashback (no wagering) and free spins (no percentage) are paid by rules of their own.
 */
export const paysOnDeposit = ({ bonusPercent, wagering }: Pick<DepositBonusTerms, 'bonusPercent' | 'wagering'>) =>
  bonusPercent > 0 && wagering > 0;

/**
 * What a deposit earns under a promotion: the percentage of the deposit, capped at the maximum, to be wagered
 * `wagering` times; null for a promotion that pays nothing on deposits and for a deposit below its minimum.
 */
export function depositBonus(
  depositAmount: number,
  { bonusPercent, maxBonus, wagering, minDeposit }: DepositBonusTerms,
): { granted: number; wageringRequired: number } | null {
  if (!paysOnDeposit({ bonusPercent, wagering }) || depositAmount <= 0 || depositAmount < minDeposit) return null;
  const granted = Math.min(Math.floor((depositAmount * bonusPercent) / 100), maxBonus);
  if (granted <= 0) return null;
  return { granted, wageringRequired: granted * wagering };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the last Friday (UTC), by `getUTCDay()`: Friday 0, Saturday 1, Sunday 2, Monday 3 ... Thursday 6. */
const daysSinceFriday = (at: number) => (new Date(at).getUTCDay() + 2) % 7;

/** A weekend as the Weekend Reload's text counts it ("Every Friday to Sunday"): Friday 00:00 to Sunday 24:00 UTC. */
export const isWeekend = (at: number) => daysSinceFriday(at) <= 2;

/**
 * The Friday 00:00 UTC that opens the weekend `at` falls in, or the last one before it: two instants are in the same
 * weekend when they share it ("one reload per weekend").
 */
export function weekendStart(at: number): number {
  const day = Math.floor(at / DAY_MS) * DAY_MS;
  return day - daysSinceFriday(at) * DAY_MS;
}

/**
 * When a bonus paid at `paidAtMs` expires if it is not wagered through by then: `bonusDays` whole days later, to the
 * millisecond; null for a promotion whose bonus never expires.
 */
export const bonusExpiresAt = (paidAtMs: number, bonusDays: number | null): number | null =>
  bonusDays === null ? null : paidAtMs + bonusDays * DAY_MS;

/** Bets spend cash first, then bonus money: the player's own money is never locked behind a bonus they did not use. */
export function splitStake(stake: number, cash: number): { cash: number; bonus: number } {
  const fromCash = Math.min(stake, Math.max(cash, 0));
  return { cash: fromCash, bonus: stake - fromCash };
}

/**
 * A win belongs to the money that was staked, in the stake's proportions: what the bonus part of a stake wins is bonus
 * money (forfeited with it), the rest is cash. The bonus share rounds down, so the odd minor unit goes to cash.
 */
export function splitWin(win: number, stake: number, bonusStake: number): { cash: number; bonus: number } {
  if (win <= 0 || stake <= 0 || bonusStake <= 0) return { cash: Math.max(win, 0), bonus: 0 };
  const bonus = Math.floor((win * Math.min(bonusStake, stake)) / stake);
  return { cash: win - bonus, bonus };
}

/** What one stake adds to the wagered total: every stake counts while a bonus is active, cash or bonus money. */
export const wageringContribution = (stake: number, contributionPercent: number) =>
  Math.floor((stake * contributionPercent) / 100);

export const isWageringComplete = (wagered: number, required: number) => wagered >= required;

/** Whole percent done, rounded down so the bar shows 100 only when the bonus has converted. */
export function wageringProgress(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.floor((Math.min(Math.max(wagered, 0), required) * 100) / required);
}
