import type { CryptoDeposit, Deposit, SavedCard } from '@casino/api-contract';
import { notifyPlayer } from '../../services/notifications/notify-player';
import { all, type Db, lockPlayer, one, run } from '../sql';
import { cashBalance, payDepositBonus, playerFunds } from './bonuses';
import { postLedgerEntry } from './ledger';

type DepositRow = {
  public_id: string;
  method: 's2s' | 'nowpayments';
  amount: number;
  currency: string;
  status: Deposit['status'];
  promotion_alias: string | null;
  coin: string | null;
  network: string | null;
  address: string | null;
  destination_tag: string | null;
  crypto_amount: string | null;
  rate: string | null;
  created_at: string;
  created_ms: number;
  user_id: number;
};

export type NewDeposit = {
  publicId: string;
  userId: number;
  method: 's2s' | 'nowpayments';
  amount: number;
  currency: string;
  status: Deposit['status'];
  promotionAlias: string | null;
  createdAt: string;
  createdMs: number;
  crypto?: {
    coin: string;
    network: string | null;
    address: string;
    destinationTag: string | null;
    cryptoAmount: string;
    rate: string;
  };
};

export async function insertDeposit(db: Db, d: NewDeposit): Promise<void> {
  await run(
    db,
    `INSERT INTO deposits (public_id, user_id, method, amount, currency, status, promotion_alias, coin, network, address,
       destination_tag, crypto_amount, rate, created_at, created_ms, completed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    d.publicId,
    d.userId,
    d.method,
    d.amount,
    d.currency,
    d.status,
    d.promotionAlias,
    d.crypto?.coin ?? null,
    d.crypto?.network ?? null,
    d.crypto?.address ?? null,
    d.crypto?.destinationTag ?? null,
    d.crypto?.cryptoAmount ?? null,
    d.crypto?.rate ?? null,
    d.createdAt,
    d.createdMs,
    d.status === 'completed' ? d.createdAt : null,
  );
  // A crypto deposit confirming shows in the player's live streams at once, before any money moves.
  await db.notify('account', d.userId);
}

export const findDeposit = (db: Db, publicId: string) =>
  one<DepositRow>(db, 'SELECT * FROM deposits WHERE public_id = ?', publicId);

/**
 * Credits the player and writes the ledger row in the caller's transaction. `WHERE status = 'pending'` makes a
 * second confirmation of the same deposit a no-op instead of a second credit.
 */
export async function completePendingDeposit(db: Db, publicId: string, at: string): Promise<boolean> {
  const row = await one<{
    user_id: number;
    amount: number;
    currency: string;
    coin: string | null;
    promotion_alias: string | null;
  }>(
    db,
    `UPDATE deposits SET status = 'completed', completed_at = ? WHERE public_id = ? AND status = 'pending'
     RETURNING user_id, amount, currency, coin, promotion_alias`,
    at,
    publicId,
  );
  if (!row) return false;
  // The bonus rules read the player's activations and deposits before the credit: under the player's lock.
  await lockPlayer(db, row.user_id);
  await creditDeposit(db, {
    userId: row.user_id,
    depositId: publicId,
    amount: row.amount,
    currency: row.currency,
    promotionAlias: row.promotion_alias,
    text: `Crypto deposit ${publicId} (${row.coin})`,
    at,
  });
  return true;
}

/** The deposit's credit, then the bonus its promotion pays on it (docs/product.md#bonuses), in the caller's transaction. */
export async function creditDeposit(
  db: Db,
  d: {
    userId: number;
    depositId: string;
    amount: number;
    currency: string;
    promotionAlias: string | null;
    text: string;
    at: string;
  },
) {
  await postLedgerEntry(db, {
    userId: d.userId,
    type: 'deposit',
    amount: d.amount,
    currency: d.currency,
    status: 'completed',
    description: d.text,
    at: d.at,
  });
  if (d.promotionAlias) await payDepositBonus(db, { ...d, promotionAlias: d.promotionAlias });
  await notifyPlayer(db, d.userId, 'deposit-confirmed', { amount: d.amount, currency: d.currency }, Date.parse(d.at));
}

export const userBalance = async (db: Db, userId: number) =>
  (await one<{ balance: number }>(db, 'SELECT balance FROM users WHERE id = ?', userId))?.balance ?? 0;

export function toDeposit(row: DepositRow, balance: number): Deposit {
  return {
    depositId: row.public_id,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    balance,
    promotionAlias: row.promotion_alias,
    createdAt: row.created_at,
  };
}

export function toCryptoDeposit(row: DepositRow, balance: number): CryptoDeposit {
  return {
    ...toDeposit(row, balance),
    coin: row.coin as CryptoDeposit['coin'],
    network: row.network as CryptoDeposit['network'],
    address: row.address ?? '',
    destinationTag: row.destination_tag,
    cryptoAmount: row.crypto_amount ?? '0',
    rate: row.rate ?? '0',
  };
}

export function listSavedCards(db: Db, userId: number): Promise<SavedCard[]> {
  return all<SavedCard>(
    db,
    `SELECT id, brand, last4, exp_month AS expMonth, exp_year AS expYear FROM saved_cards WHERE user_id = ?
     ORDER BY id DESC`,
    userId,
  );
}

export function findSavedCard(db: Db, userId: number, id: number): Promise<SavedCard | undefined> {
  return one<SavedCard>(
    db,
    'SELECT id, brand, last4, exp_month AS expMonth, exp_year AS expYear FROM saved_cards WHERE user_id = ? AND id = ?',
    userId,
    id,
  );
}

export async function saveCard(db: Db, userId: number, card: Omit<SavedCard, 'id'>, at: string) {
  await run(
    db,
    `INSERT INTO saved_cards (user_id, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, brand, last4, exp_month, exp_year) DO NOTHING`,
    userId,
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    at,
  );
}

// Card sessions and tokens of the payment simulator.

export const insertCardSession = (db: Db, id: string, userId: number, parentOrigin: string, atMs: number) =>
  run(
    db,
    'INSERT INTO card_sessions (id, user_id, parent_origin, created_at) VALUES (?, ?, ?, ?)',
    id,
    userId,
    parentOrigin,
    atMs,
  );

export type CardSessionRow = { id: string; user_id: number; parent_origin: string; created_at: number };
export const findCardSession = (db: Db, id: string) =>
  one<CardSessionRow>(db, 'SELECT * FROM card_sessions WHERE id = ?', id);

export type CardTokenRow = {
  token: string;
  session_id: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  exp_month: number;
  exp_year: number;
  holder: string;
  decline_reason: string | null;
  challenge_code: string | null;
  confirmed: number;
  created_at: number;
  used_at: number | null;
};

export async function insertCardToken(db: Db, t: Omit<CardTokenRow, 'used_at'>) {
  await run(
    db,
    `INSERT INTO card_tokens (token, session_id, brand, last4, exp_month, exp_year, holder, decline_reason,
       challenge_code, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    t.token,
    t.session_id,
    t.brand,
    t.last4,
    t.exp_month,
    t.exp_year,
    t.holder,
    t.decline_reason,
    t.challenge_code,
    t.confirmed,
    t.created_at,
  );
}

export const findCardToken = (db: Db, token: string) =>
  one<CardTokenRow>(db, 'SELECT * FROM card_tokens WHERE token = ?', token);

export const confirmCardToken = async (db: Db, token: string) =>
  (await run(db, 'UPDATE card_tokens SET confirmed = 1 WHERE token = ? AND confirmed = 0', token)).changes === 1;

export const useCardToken = async (db: Db, token: string, atMs: number) =>
  (await run(db, 'UPDATE card_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL', atMs, token)).changes === 1;

/**
 * Reserves the amount and opens the withdrawal; only cash can leave, bonus money under wagering stays (bonus rules,
 * docs/product.md#bonuses). The check and the debit share the caller's transaction, and
 * node:sqlite runs it without interleaving, so of many whole-balance withdrawals at once only the first fits.
 */
export async function reserveWithdrawal(
  db: Db,
  w: { transactionId: string; userId: number; amount: number; currency: string; method: string; destination: string },
  at: string,
): Promise<boolean> {
  const funds = await playerFunds(db, w.userId);
  if (!funds || cashBalance(funds) < w.amount) return false;
  const withdrawalId = (
    await run(
      db,
      `INSERT INTO withdrawals (transaction_id, user_id, amount, currency, method, destination, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      w.transactionId,
      w.userId,
      w.amount,
      w.currency,
      w.method,
      w.destination,
      at,
    )
  ).lastId;
  await postLedgerEntry(db, {
    userId: w.userId,
    type: 'withdrawal',
    amount: -w.amount,
    currency: w.currency,
    status: 'pending',
    description: `Withdrawal ${w.transactionId} to ${w.destination}`,
    at,
    withdrawalId,
  });
  return true;
}
