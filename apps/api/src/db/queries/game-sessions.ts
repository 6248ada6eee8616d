import { type Db, one, run } from '../sql';
import { postLedgerEntry } from './ledger';

export type GameSessionRow = { user_id: number; game_id: number; expires_at: number };

export const insertGameSession = (
  db: Db,
  s: { tokenHash: string; userId: number; gameId: number; now: number; expiresAt: number },
) =>
  run(
    db,
    'INSERT INTO game_sessions (token_hash, user_id, game_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    s.tokenHash,
    s.userId,
    s.gameId,
    s.now,
    s.expiresAt,
  );

export const findLiveGameSession = (db: Db, tokenHash: string, now: number) =>
  one<GameSessionRow>(
    db,
    'SELECT user_id, game_id, expires_at FROM game_sessions WHERE token_hash = ? AND expires_at > ?',
    tokenHash,
    now,
  );

/** Writes the bet and posts its stake and win to the ledger; the caller holds the transaction. */
export function recordSpin(
  db: Db,
  spin: { userId: number; gameId: number; gameName: string; stake: number; win: number; currency: string; at: string },
): { betId: number; balance: number } {
  const betId = run(
    db,
    'INSERT INTO bets (user_id, game_id, stake, win, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    spin.userId,
    spin.gameId,
    spin.stake,
    spin.win,
    spin.currency,
    spin.at,
  ).lastId;
  const entry = { userId: spin.userId, currency: spin.currency, status: 'completed', at: spin.at } as const;
  let balance = postLedgerEntry(db, {
    ...entry,
    type: 'bet',
    amount: -spin.stake,
    description: `Bet on ${spin.gameName}`,
  });
  if (spin.win > 0) {
    balance = postLedgerEntry(db, { ...entry, type: 'win', amount: spin.win, description: `Win on ${spin.gameName}` });
  }
  return { betId, balance };
}
