import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

export const tournamentStatusSchema = z.enum(['current', 'upcoming']);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

export const tournamentPrizeSchema = z.object({
  place: z.number().int().positive(),
  amount: minorUnitsSchema,
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  nickname: z.string(),
  points: z.number().int().nonnegative(),
  /** What this place wins if the tournament ended now; null below the paid places. */
  prize: minorUnitsSchema.nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** A tournament occurrence: the one running now, else the next one. Amounts are minor units of `currency`. */
export const tournamentSchema = z.object({
  id: z.number().int(),
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
  /** Top places, best first; empty for an upcoming tournament. */
  leaderboard: z.array(leaderboardEntrySchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;
