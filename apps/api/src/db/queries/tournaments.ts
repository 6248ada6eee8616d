import { POINTS_PER_WINNING_BET, type TournamentPrize, type TournamentScoring } from '@casino/api-contract';
import { all, type Db } from '../sql';

export type TournamentRow = {
  id: number;
  alias: string;
  name: string;
  description: string;
  gameCategory: string;
  currency: string;
  minBet: number;
  scoring: TournamentScoring;
  anchorMs: number;
  periodMs: number;
  durationMs: number;
};

/** Leaderboard places shown per tournament. */
export const LEADERBOARD_SIZE = 10;

export const listTournamentRows = (db: Db) =>
  all<TournamentRow>(
    db,
    `SELECT id, alias, name, description, game_category AS gameCategory, currency, min_bet AS minBet, scoring,
       anchor_ms AS anchorMs, period_ms AS periodMs, duration_ms AS durationMs
     FROM tournaments ORDER BY sort_order, id`,
  );

export const listPrizes = (db: Db, tournamentId: number) =>
  all<TournamentPrize>(
    db,
    'SELECT place, amount FROM tournament_prizes WHERE tournament_id = ? ORDER BY place',
    tournamentId,
  );

export type Standing = { userId: number; nickname: string; points: number };

/** The bets that count: a game of the tournament's category, in its currency, at least its minimum, in the window. */
const QUALIFYING_BETS = `
  SELECT b.id, b.user_id, b.stake, b.win, b.created_at
  FROM bets b
  JOIN game_categories gc ON gc.game_id = b.game_id
  JOIN categories c ON c.id = gc.category_id AND c.alias = ?
  WHERE b.currency = ? AND b.stake >= ? AND b.created_at >= ? AND b.created_at < ?`;

/**
 * Every player with a qualifying bet in the window, best first. A tie goes to whoever reached the score first (the
 * tournament rules); a player whose bets scored nothing still stands, below everyone who scored.
 */
export function listStandings(
  db: Db,
  t: Pick<TournamentRow, 'gameCategory' | 'currency' | 'minBet' | 'scoring'>,
  window: { from: string; until: string },
): Promise<Standing[]> {
  const scored =
    t.scoring === 'best-multiplier'
      ? // The bet that set the player's best multiplier, the earliest of equals.
        `SELECT user_id, points, created_at AS reached_at FROM (
           SELECT user_id, (win * 100) / stake AS points, created_at,
             ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY (win * 100) / stake DESC, created_at, id) AS n
           FROM (${QUALIFYING_BETS}) qualifying
         ) ranked WHERE n = 1`
      : // The score counts winning bets; it was reached with the last of them (or the first bet, without a win).
        `SELECT user_id,
           SUM(CASE WHEN win > stake THEN ${POINTS_PER_WINNING_BET} ELSE 0 END) AS points,
           COALESCE(MAX(CASE WHEN win > stake THEN created_at END), MIN(created_at)) AS reached_at
         FROM (${QUALIFYING_BETS}) qualifying GROUP BY user_id`;
  return all<Standing>(
    db,
    `SELECT s.user_id AS userId, u.login AS nickname, s.points AS points
     FROM (${scored}) s JOIN users u ON u.id = s.user_id
     ORDER BY s.points DESC, s.reached_at, s.user_id`,
    // QUALIFYING_BETS appears once in either query, so its parameters are the only ones.
    t.gameCategory,
    t.currency,
    t.minBet,
    window.from,
    window.until,
  );
}
