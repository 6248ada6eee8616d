import { all, type Db, run } from '../sql';

/** How many launched games a player's recent list keeps. */
export const RECENT_GAMES_LIMIT = 24;

export const recordRecentGame = (db: Db, userId: number, gameId: number, at: number) =>
  run(
    db,
    `INSERT INTO recent_games (user_id, game_id, launched_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, game_id) DO UPDATE SET launched_at = excluded.launched_at`,
    userId,
    gameId,
    at,
  );

/** Newest first, at most RECENT_GAMES_LIMIT. */
export const listRecentGameIds = (db: Db, userId: number) =>
  all<{ game_id: number }>(
    db,
    'SELECT game_id FROM recent_games WHERE user_id = ? ORDER BY launched_at DESC, rowid DESC LIMIT ?',
    userId,
    RECENT_GAMES_LIMIT,
  ).map((r) => r.game_id);
