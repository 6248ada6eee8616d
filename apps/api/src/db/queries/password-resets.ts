import { type Db, one, run } from '../sql';

export const insertPasswordReset = (db: Db, hash: string, userId: number, expiresAt: number) =>
  run(db, 'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)', hash, userId, expiresAt);

/** Claims the token in one statement, so it works once even if two resets race. */
export const consumePasswordReset = async (db: Db, hash: string, now: number): Promise<number | undefined> =>
  (
    await one<{ user_id: number }>(
      db,
      `UPDATE password_resets SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
     RETURNING user_id`,
      now,
      hash,
    )
  )?.user_id;

/** Looks a token up without claiming it: a request with a dead token is refused before any password is hashed. */
export const findLivePasswordReset = async (db: Db, hash: string, now: number): Promise<number | undefined> =>
  (
    await one<{ user_id: number }>(
      db,
      'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      hash,
      now,
    )
  )?.user_id;
