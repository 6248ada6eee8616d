import { type Db, one, run } from '../sql';

export const insertEmailVerification = (db: Db, hash: string, userId: number, expiresAt: number) =>
  run(
    db,
    'INSERT INTO email_verifications (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    hash,
    userId,
    expiresAt,
  );

/** Claims the token in one statement, so a link works once even when opened twice at the same moment. */
export const consumeEmailVerification = async (db: Db, hash: string, now: number): Promise<number | undefined> =>
  (
    await one<{ user_id: number }>(
      db,
      `UPDATE email_verifications SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
     RETURNING user_id`,
      now,
      hash,
    )
  )?.user_id;

export const markEmailVerified = (db: Db, userId: number) =>
  run(db, 'UPDATE users SET email_verified = 1 WHERE id = ?', userId);
