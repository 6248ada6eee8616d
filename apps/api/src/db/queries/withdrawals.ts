import type { Withdrawal, WithdrawalStatus } from '@casino/api-contract';
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
 * Cancels a pending withdrawal and gives the reserved amount back, with its ledger row, in one transaction: the
 * balance can never show the money both reserved and returned.
 */
export async function cancelPendingWithdrawal(
  db: Db,
  userId: number,
  transactionId: string,
  at: string,
): Promise<Withdrawal | undefined> {
  const cancelled = await one<{ id: number; amount: number; currency: string }>(
    db,
    `UPDATE withdrawals SET status = 'cancelled' WHERE transaction_id = ? AND user_id = ? AND status = 'pending'
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
  return findWithdrawal(db, transactionId);
}

export const findWithdrawal = (db: Db, transactionId: string) =>
  one<Withdrawal>(db, `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE transaction_id = ?`, transactionId);
