import type { LeaderboardEntry, TournamentPrize } from '@casino/api-contract';
import { all, type Db } from '../sql';

export type TournamentRow = {
  id: number;
  alias: string;
  name: string;
  description: string;
  gameCategory: string;
  currency: string;
  minBet: number;
  anchorMs: number;
  periodMs: number;
  durationMs: number;
};

/** Leaderboard places shown per tournament. */
export const LEADERBOARD_SIZE = 10;

export const listTournamentRows = (db: Db) =>
  all<TournamentRow>(
    db,
    `SELECT id, alias, name, description, game_category AS gameCategory, currency, min_bet AS minBet,
       anchor_ms AS anchorMs, period_ms AS periodMs, duration_ms AS durationMs
     FROM tournaments ORDER BY sort_order, id`,
  );

export const listPrizes = (db: Db, tournamentId: number) =>
  all<TournamentPrize>(
    db,
    'SELECT place, amount FROM tournament_prizes WHERE tournament_id = ? ORDER BY place',
    tournamentId,
  );

/** Best first; a tie goes to whoever reached the score first (tournament rules). */
export const listLeaderboard = (db: Db, tournamentId: number) =>
  all<Omit<LeaderboardEntry, 'rank' | 'prize'>>(
    db,
    `SELECT nickname, points FROM tournament_entries WHERE tournament_id = ?
     ORDER BY points DESC, reached_at_ms, id LIMIT ?`,
    tournamentId,
    LEADERBOARD_SIZE,
  );
