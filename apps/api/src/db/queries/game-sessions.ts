import { type Db, forUpdate, one, run } from '../sql';
import { postSpin } from './bonuses';
import type { UserRow } from './users';

export type GameSessionRow = { user_id: number; game_id: number; expires_at: number };

/** `familyId` is the login the game was launched from: the game session lives only as long as that login. */
export const insertGameSession = (
  db: Db,
  s: { tokenHash: string; userId: number; familyId: number; gameId: number; now: number; expiresAt: number },
) =>
  run(
    db,
    `INSERT INTO game_sessions (token_hash, user_id, family_id, game_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    s.tokenHash,
    s.userId,
    s.familyId,
    s.gameId,
    s.now,
    s.expiresAt,
  );

/**
 * Live while not expired, not ended, and its login is not revoked: a logout, a detected refresh-token replay or a
 * password reset ends the login's family and with it every game launched from it.
 */
export const findLiveGameSession = (db: Db, tokenHash: string, now: number) =>
  one<GameSessionRow>(
    db,
    `SELECT g.user_id, g.game_id, g.expires_at FROM game_sessions g JOIN session_families f ON f.id = g.family_id
     WHERE g.token_hash = ? AND g.expires_at > ? AND g.ended_at IS NULL AND f.revoked_at IS NULL`,
    tokenHash,
    now,
  );

/**
 * The player of a live game session and the session's game, with the player's row locked until the caller's
 * transaction ends: a spin's first statement.
 */
export const lockPlayerOfGameSession = (tx: Db, tokenHash: string, now: number) =>
  one<UserRow & { game_id: number }>(
    tx,
    `SELECT u.*, g.game_id FROM game_sessions g JOIN session_families f ON f.id = g.family_id
     JOIN users u ON u.id = g.user_id
     WHERE g.token_hash = ? AND g.expires_at > ? AND g.ended_at IS NULL AND f.revoked_at IS NULL${forUpdate(tx, 'u')}`,
    tokenHash,
    now,
  );

/** A password change or reset: every game the player has open stops taking stakes, this device's included. */
export const endAllGameSessions = (db: Db, userId: number, now: number) =>
  run(db, 'UPDATE game_sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL', now, userId);

/** Writes the bet and posts its stake and win to the ledger, shared with an active bonus; the caller holds the transaction. */
export async function recordSpin(
  db: Db,
  spin: Parameters<typeof postSpin>[1] & { gameId: number },
): Promise<{ betId: number; balance: number }> {
  const betId = (
    await run(
      db,
      'INSERT INTO bets (user_id, game_id, stake, win, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      spin.userId,
      spin.gameId,
      spin.stake,
      spin.win,
      spin.currency,
      spin.at,
    )
  ).lastId;
  return { betId, balance: await postSpin(db, spin) };
}
