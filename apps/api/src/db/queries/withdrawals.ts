import type { Withdrawal } from '@casino/api-contract';
import { all, type Db, one } from '../sql';

export function listWithdrawals(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): { items: Withdrawal[]; total: number } {
  const total = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?', userId)?.n ?? 0;
  const items = all<Withdrawal>(
    db,
    `SELECT transaction_id AS transactionId, amount, currency, method, destination, status, created_at AS createdAt
     FROM withdrawals WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    userId,
    perPage,
    (page - 1) * perPage,
  );
  return { items, total };
}
