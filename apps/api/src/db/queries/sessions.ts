import { all, type Db, forUpdate, one, run } from '../sql';
import type { UserRow } from './users';

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

/** Where a login started from, kept for the player's list of signed-in devices. */
export type LoginOrigin = { userAgent: string; country: string | null };

export const createFamily = async (db: Db, userId: number, now: number, origin: LoginOrigin) =>
  (
    await run(
      db,
      `INSERT INTO session_families (user_id, created_at, user_agent, country, last_seen_at)
       VALUES (?, ?, ?, ?, ?)`,
      userId,
      now,
      origin.userAgent,
      origin.country,
      now,
    )
  ).lastId;

/**
 * Notes that a login was used now, at most once per `everyMs`: the condition makes a second writer within that
 * time a no-op, so concurrent requests of one login write once.
 */
export async function touchFamily(db: Db, familyId: number, now: number, everyMs: number): Promise<void> {
  await run(
    db,
    'UPDATE session_families SET last_seen_at = ? WHERE id = ? AND (last_seen_at IS NULL OR last_seen_at <= ?)',
    now,
    familyId,
    now - everyMs,
  );
}

export type LiveFamilyRow = {
  id: number;
  created_at: number;
  last_seen_at: number | null;
  user_agent: string | null;
  country: string | null;
};

/**
 * The player's logins that can still be used: not revoked, and holding a refresh token that has neither expired nor
 * been rotated away (a login whose tokens all ran out is over without anyone revoking it). Newest activity first.
 */
export const listLiveFamilies = (db: Db, userId: number, now: number) =>
  all<LiveFamilyRow>(
    db,
    `SELECT f.id, f.created_at, f.last_seen_at, f.user_agent, f.country FROM session_families f
     WHERE f.user_id = ? AND f.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id AND r.used_at IS NULL AND r.expires_at > ?)
     ORDER BY COALESCE(f.last_seen_at, f.created_at) DESC, f.id DESC`,
    userId,
    now,
  );

/** A login of this player that has not been revoked; another player's id reads as none. */
export const findLiveFamilyOfUser = (db: Db, familyId: number, userId: number) =>
  one<{ id: number }>(
    db,
    'SELECT id FROM session_families WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
    familyId,
    userId,
  );

export async function insertAccessToken(db: Db, hash: string, familyId: number, userId: number, expiresAt: number) {
  await run(
    db,
    'INSERT INTO access_tokens (token_hash, family_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
    hash,
    familyId,
    userId,
    expiresAt,
  );
}

export async function insertRefreshToken(db: Db, hash: string, familyId: number, userId: number, expiresAt: number) {
  await run(
    db,
    'INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
    hash,
    familyId,
    userId,
    expiresAt,
  );
}

/**
 * The player a live access token belongs to, with its login (session family), in one statement: what every player
 * request asks first.
 */
export const findPlayerOfAccessToken = (db: Db, hash: string, now: number) =>
  one<UserRow & { access_family_id: number; family_last_seen_at: number | null }>(
    db,
    `SELECT u.*, a.family_id AS access_family_id, f.last_seen_at AS family_last_seen_at
     FROM access_tokens a JOIN session_families f ON f.id = a.family_id JOIN users u ON u.id = a.user_id
     WHERE a.token_hash = ? AND a.revoked_at IS NULL AND f.revoked_at IS NULL AND a.expires_at > ?`,
    hash,
    now,
  );

/** Live only when neither the token nor its family is revoked and it has not expired. */
export const findLiveAccessToken = (db: Db, hash: string, now: number) =>
  one<AccessRow>(
    db,
    `SELECT a.user_id, a.family_id FROM access_tokens a JOIN session_families f ON f.id = a.family_id
     WHERE a.token_hash = ? AND a.revoked_at IS NULL AND f.revoked_at IS NULL AND a.expires_at > ?`,
    hash,
    now,
  );

/** `lock`: the token's row stays locked until the caller's transaction ends (a rotation). */
export const findRefreshToken = (db: Db, hash: string, { lock = false } = {}) =>
  one<RefreshRow>(
    db,
    `SELECT r.user_id, r.family_id, r.expires_at, r.used_at, r.used_user_agent, r.used_ip,
       f.revoked_at AS family_revoked_at
     FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id WHERE r.token_hash = ?${lock ? forUpdate(db, 'r') : ''}`,
    hash,
  );

/** Marks a refresh token used, by whom, only if it was not already: the change count tells a race's loser. */
export const markRefreshUsed = async (db: Db, hash: string, now: number, client: TokenClient) =>
  (
    await run(
      db,
      `UPDATE refresh_tokens SET used_at = ?, used_user_agent = ?, used_ip = ?
     WHERE token_hash = ? AND used_at IS NULL`,
      now,
      client.userAgent,
      client.ip,
      hash,
    )
  ).changes === 1;

/** Ends one login: its tokens stop working, and its live streams hear it (channel `session`) and close. */
export async function revokeFamily(db: Db, familyId: number, now: number): Promise<void> {
  await run(db, 'UPDATE session_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now, familyId);
  await run(db, 'UPDATE access_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', now, familyId);
  await db.notify('session', familyId);
}

/** After a password change every device must log in again. */
export async function revokeAllSessions(db: Db, userId: number, now: number): Promise<void> {
  const ended = await all<{ id: number }>(
    db,
    'UPDATE session_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL RETURNING id',
    now,
    userId,
  );
  await run(db, 'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
  for (const { id } of ended) await db.notify('session', id);
}

/**
 * After a password change from a logged-in device, or when the player signs out their other devices, every other
 * device must log in again; this one stays. Answers how many logins ended.
 */
export async function revokeOtherSessions(db: Db, userId: number, keepFamilyId: number, now: number): Promise<number> {
  const ended = await all<{ id: number }>(
    db,
    'UPDATE session_families SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL RETURNING id',
    now,
    userId,
    keepFamilyId,
  );
  await run(
    db,
    'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND family_id <> ? AND revoked_at IS NULL',
    now,
    userId,
    keepFamilyId,
  );
  for (const { id } of ended) await db.notify('session', id);
  return ended.length;
}

/**
 * Drops tokens that can no longer be used, so the tables stay the size of the live sessions: at start and on a
 * schedule (main.ts). Each statement is one indexed range delete.
 */
export async function pruneExpiredTokens(db: Db, now: number): Promise<number> {
  let removed = 0;
  removed += (await run(db, 'DELETE FROM access_tokens WHERE expires_at <= ?', now)).changes;
  removed += (await run(db, 'DELETE FROM refresh_tokens WHERE expires_at <= ?', now)).changes;
  removed += (await run(db, 'DELETE FROM password_resets WHERE expires_at <= ?', now)).changes;
  removed += (await run(db, 'DELETE FROM login_challenges WHERE expires_at <= ?', now)).changes;
  return removed;
}
