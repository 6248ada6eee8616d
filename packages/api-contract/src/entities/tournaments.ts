import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

export const tournamentStatusSchema = z.enum(['current', 'upcoming']);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

/**
 * How a qualifying bet scores: `best-multiplier` ranks players by their best win multiplier (win ÷ stake, in
 * hundredths: a 12.5× win is 1,250 points); `winning-bets` gives 100 points per bet that won more than its stake.
 */
export const tournamentScoringSchema = z.enum(['best-multiplier', 'winning-bets']);
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/** Points a winning bet earns in a `winning-bets` tournament. */
export const POINTS_PER_WINNING_BET = 100;

export const tournamentPrizeSchema = z.object({
  place: z.number().check(z.int(), z.positive()),
  amount: minorUnitsSchema,
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().check(z.int(), z.positive()),
  nickname: z.string(),
  points: z.number().check(z.int(), z.nonnegative()),
  /** What this place wins if the tournament ended now; null below the paid places. */
  prize: z.nullable(minorUnitsSchema),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** A tournament occurrence: the one running now, else the next one. Amounts are minor units of `currency`. */
export const tournamentSchema = z.object({
  id: z.number().check(z.int()),
  alias: z.string(),
  name: z.string(),
  description: z.string(),
  /** Category alias of the games that count. */
  gameCategory: z.string(),
  status: tournamentStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  currency: currencyCodeSchema,
  prizePool: minorUnitsSchema,
  minBet: minorUnitsSchema,
  prizes: z.array(tournamentPrizeSchema),
  scoring: tournamentScoringSchema,
  /** Top places, best first, from the bets placed since it started; empty for an upcoming tournament. */
  leaderboard: z.array(leaderboardEntrySchema),
  /** The logged-in player's own place when they have a qualifying bet in this occurrence, on the board or not. */
  you: z.nullable(leaderboardEntrySchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;
