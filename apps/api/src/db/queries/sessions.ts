import { type Db, one, run } from '../sql';

type AccessRow = { user_id: number; family_id: number };
export type RefreshRow = {
  user_id: number;
  family_id: number;
  expires_at: number;
  used_at: number | null;
  /** The client that used the token, recorded with `used_at`. */
  used_user_agent: string | null;
  used_ip: string | null;
  family_revoked_at: number | null;
};

/** Who presents a token: enough to tell a second tab of the same browser from a copy used elsewhere. */
export type TokenClient = { userAgent: string; ip: string };

export const createFamily = (db: Db, userId: number, now: number) =>
  run(db, 'INSERT INTO session_families (user_id, created_at) VALUES (?, ?)', userId, now).lastId;

export function insertAccessToken(db: Db, hash: string, familyId: number, userId: number, expiresAt: number): void {
  run(
    db,
    'INSERT INTO access_tokens (token_hash, family_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
    hash,
    familyId,
    userId,
    expiresAt,
  );
}

export function insertRefreshToken(db: Db, hash: string, familyId: number, userId: number, expiresAt: number): void {
  run(
    db,
    'INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
    hash,
    familyId,
    userId,
    expiresAt,
  );
}

/** Live only when neither the token nor its family is revoked and it has not expired. */
export const findLiveAccessToken = (db: Db, hash: string, now: number) =>
  one<AccessRow>(
    db,
    `SELECT a.user_id, a.family_id FROM access_tokens a JOIN session_families f ON f.id = a.family_id
     WHERE a.token_hash = ? AND a.revoked_at IS NULL AND f.revoked_at IS NULL AND a.expires_at > ?`,
    hash,
    now,
  );

export const findRefreshToken = (db: Db, hash: string) =>
  one<RefreshRow>(
    db,
    `SELECT r.user_id, r.family_id, r.expires_at, r.used_at, r.used_user_agent, r.used_ip,
       f.revoked_at AS family_revoked_at
     FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id WHERE r.token_hash = ?`,
    hash,
  );

/** Marks a refresh token used, by whom, only if it was not already: the change count tells a race's loser. */
export const markRefreshUsed = (db: Db, hash: string, now: number, client: TokenClient) =>
  run(
    db,
    `UPDATE refresh_tokens SET used_at = ?, used_user_agent = ?, used_ip = ?
     WHERE token_hash = ? AND used_at IS NULL`,
    now,
    client.userAgent,
    client.ip,
    hash,
  ).changes === 1;

export function revokeFamily(db: Db, familyId: number, now: number): void {
  run(db, 'UPDATE session_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now, familyId);
  run(db, 'UPDATE access_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', now, familyId);
}

export function revokeAccessToken(db: Db, hash: string, now: number): void {
  run(db, 'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', now, hash);
}

/** After a password change every device must log in again. */
export function revokeAllSessions(db: Db, userId: number, now: number): void {
  run(db, 'UPDATE session_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
  run(db, 'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
}

/** Expired rows serve no purpose; pruned at start-up so the tables do not grow without end. */
export function pruneExpiredTokens(db: Db, now: number): void {
  run(db, 'DELETE FROM access_tokens WHERE expires_at <= ?', now);
  run(db, 'DELETE FROM refresh_tokens WHERE expires_at <= ?', now);
  run(db, 'DELETE FROM password_resets WHERE expires_at <= ?', now);
}

/** After a password change from a logged-in device, every other device must log in again; this one stays. */
export function revokeOtherSessions(db: Db, userId: number, keepFamilyId: number, now: number): void {
  run(
    db,
    'UPDATE session_families SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL',
    now,
    userId,
    keepFamilyId,
  );
  run(
    db,
    'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND family_id <> ? AND revoked_at IS NULL',
    now,
    userId,
    keepFamilyId,
  );
}
