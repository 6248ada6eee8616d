import { RECENT_GAMES_LIMIT } from '@casino/api-contract';
import { all, type Db, run } from '../sql';

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
export const listRecentGameIds = async (db: Db, userId: number) =>
  (
    await all<{ game_id: number }>(
      db,
      'SELECT game_id FROM recent_games WHERE user_id = ? ORDER BY launched_at DESC, rowid DESC LIMIT ?',
      userId,
      RECENT_GAMES_LIMIT,
    )
  ).map((r) => r.game_id);

/** Like a launch at `at`, except that a later launch already recorded stays (a handover never moves a game back). */
export const recordRecentGameNoEarlierThan = (db: Db, userId: number, gameId: number, at: number) =>
  run(
    db,
    `INSERT INTO recent_games (user_id, game_id, launched_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, game_id) DO UPDATE SET launched_at = CASE
       WHEN excluded.launched_at > recent_games.launched_at THEN excluded.launched_at ELSE recent_games.launched_at END`,
    userId,
    gameId,
    at,
  );
