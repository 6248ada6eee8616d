import type { Withdrawal, WithdrawalStatus } from '@casino/api-contract';
import { notifyPlayer } from '../../services/notifications/notify-player';
import { all, type Db, one } from '../sql';
import { postLedgerEntry } from './ledger';

/** Newest first; with a status, only the withdrawals in it (the cashier's pending list asks for "pending"). */
export async function listWithdrawals(
  db: Db,
  userId: number,
  { page, perPage, status }: { page: number; perPage: number; status?: WithdrawalStatus },
): Promise<{ items: Withdrawal[]; total: number }> {
  const where = status ? 'user_id = ? AND status = ?' : 'user_id = ?';
  const filter = status ? [userId, status] : [userId];
  const total =
    (await one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM withdrawals WHERE ${where}`, ...filter))?.n ?? 0;
  const items = await all<Withdrawal>(
    db,
    `SELECT transaction_id AS transactionId, amount, currency, method, destination, status, created_at AS createdAt
     FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...filter,
    perPage,
    (page - 1) * perPage,
  );
  return { items, total };
}

const WITHDRAWAL_COLUMNS = `transaction_id AS transactionId, amount, currency, method, destination, status,
  created_at AS createdAt`;

/**
 * Cancels a pending withdrawal the operator has not approved yet and gives the reserved amount back, with its ledger
 * row and the player's notice, in one transaction: the balance can never show the money both reserved and returned.
 */
export async function cancelPendingWithdrawal(
  db: Db,
  userId: number,
  transactionId: string,
  at: string,
): Promise<Withdrawal | undefined> {
  const cancelled = await one<{ id: number; amount: number; currency: string }>(
    db,
    `UPDATE withdrawals SET status = 'cancelled'
     WHERE transaction_id = ? AND user_id = ? AND status = 'pending' AND approved_at IS NULL
     RETURNING id, amount, currency`,
    transactionId,
    userId,
  );
  if (!cancelled) return undefined;
  await postLedgerEntry(db, {
    userId,
    type: 'refund',
    amount: cancelled.amount,
    currency: cancelled.currency,
    status: 'completed',
    description: `Withdrawal ${transactionId} cancelled`,
    at,
    withdrawalId: cancelled.id,
  });
  await notifyPlayer(
    db,
    userId,
    'withdrawal-cancelled',
    { amount: cancelled.amount, currency: cancelled.currency },
    Date.parse(at),
  );
  return findWithdrawal(db, transactionId);
}

export const findWithdrawal = (db: Db, transactionId: string) =>
  one<Withdrawal>(db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE transaction_id = ?`, transactionId);

type OperatorDecision = { userId: number; transactionId: string; at: string };
type DecidedWithdrawal = { id: number; user_id: number; amount: number; currency: string };

/**
 * The operator approves a pending withdrawal: it stays pending until paid, but the player can no longer cancel it.
 * Undefined when there is no such pending, unapproved withdrawal of the player.
 */
export async function approveWithdrawal(db: Db, { userId, transactionId, at }: OperatorDecision) {
  const row = await one<DecidedWithdrawal>(
    db,
    `UPDATE withdrawals SET approved_at = ?
     WHERE transaction_id = ? AND user_id = ? AND status = 'pending' AND approved_at IS NULL
     RETURNING id, user_id, amount, currency`,
    at,
    transactionId,
    userId,
  );
  if (!row) return undefined;
  await notifyPlayer(db, userId, 'withdrawal-approved', { amount: row.amount, currency: row.currency }, Date.parse(at));
  return findWithdrawal(db, transactionId);
}

/**
 * The operator pays an approved withdrawal: the money left the balance when it was requested, so no ledger entry
 * moves; its ledger row shows the withdrawal's status, now completed.
 */
export async function payWithdrawal(db: Db, { userId, transactionId, at }: OperatorDecision) {
  const row = await one<DecidedWithdrawal>(
    db,
    `UPDATE withdrawals SET status = 'completed'
     WHERE transaction_id = ? AND user_id = ? AND status = 'pending' AND approved_at IS NOT NULL
     RETURNING id, user_id, amount, currency`,
    transactionId,
    userId,
  );
  if (!row) return undefined;
  await notifyPlayer(db, userId, 'withdrawal-paid', { amount: row.amount, currency: row.currency }, Date.parse(at));
  return findWithdrawal(db, transactionId);
}

/** The operator rejects a pending withdrawal (approved or not): the reserved amount returns through the ledger. */
export async function rejectWithdrawal(db: Db, { userId, transactionId, at }: OperatorDecision, reason: string | null) {
  const row = await one<DecidedWithdrawal>(
    db,
    `UPDATE withdrawals SET status = 'rejected' WHERE transaction_id = ? AND user_id = ? AND status = 'pending'
     RETURNING id, user_id, amount, currency`,
    transactionId,
    userId,
  );
  if (!row) return undefined;
  await postLedgerEntry(db, {
    userId,
    type: 'refund',
    amount: row.amount,
    currency: row.currency,
    status: 'completed',
    description: `Withdrawal ${transactionId} rejected`,
    at,
    withdrawalId: row.id,
  });
  await notifyPlayer(
    db,
    userId,
    'withdrawal-rejected',
    { amount: row.amount, currency: row.currency, reason },
    Date.parse(at),
  );
  return findWithdrawal(db, transactionId);
}

export const findPlayerOfWithdrawal = async (db: Db, transactionId: string) => {
  const row = await one<{ user_id: number | string }>(
    db,
    'SELECT user_id FROM withdrawals WHERE transaction_id = ?',
    transactionId,
  );
  return row === undefined ? undefined : Number(row.user_id);
};
