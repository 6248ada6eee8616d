import { all, type Db, run } from '../sql';

export const listFavoriteGameIds = async (db: Db, userId: number) =>
  (
    await all<{ game_id: number }>(
      db,
      'SELECT game_id FROM favorites WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
      userId,
    )
  ).map((r) => r.game_id);

/** Adding twice is harmless: the player meant "make it a favourite". */
export const addFavorite = (db: Db, userId: number, gameId: number, at: string) =>
  run(
    db,
    'INSERT INTO favorites (user_id, game_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    userId,
    gameId,
    at,
  );

export const removeFavorite = async (db: Db, userId: number, gameId: number) =>
  (await run(db, 'DELETE FROM favorites WHERE user_id = ? AND game_id = ?', userId, gameId)).changes > 0;
