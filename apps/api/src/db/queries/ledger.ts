import type { Transaction, TransactionType } from '@casino/api-contract';
import { all, type Db, one, run } from '../sql';

export type LedgerEntry = {
  userId: number;
  type: TransactionType;
  /** Signed minor units: credits positive, debits negative. */
  amount: number;
  currency: string;
  status: Transaction['status'];
  description: string;
  at: string;
  /** Set on the withdrawal's own row and on the refund that returns it: the row shows the withdrawal's status. */
  withdrawalId?: number;
  /**
   * The part of `amount` that is bonus money of the activation `historyId` (signed like `amount`): a bonus credit, the
   * bonus share of a bet or win, a forfeit, or a conversion to cash (amount 0, bonus part negative).
   */
  bonus?: { historyId: number; amount: number };
};

/**
 * The only writer of `users.balance`: the balance moves by the entry's amount and the entry records the balance it
 * leaves, in one transaction, so a player's balance is always the sum of their ledger (docs/product.md#money). A debit
 * past zero fails on the `balance >= 0` check; callers refuse it first with their own message.
 */
export async function postLedgerEntry(db: Db, e: LedgerEntry): Promise<number> {
  if (!db.isTransaction) throw new Error('A ledger entry is posted inside a transaction with what caused it');
  const bonusAmount = e.bonus?.amount ?? 0;
  let balance: number | undefined;
  if (db.dialect === 'postgres') {
    // One round trip: the balance moves and its row is written in one statement.
    balance = (
      await one<{ balance: number }>(
        db,
        `WITH moved AS (
           UPDATE users SET balance = balance + ?1, bonus_balance = bonus_balance + ?2 WHERE id = ?3 RETURNING balance
         )
         INSERT INTO transactions (user_id, type, amount, balance_after, currency, status, description, created_at,
           withdrawal_id, bonus_amount, promotion_history_id)
         SELECT ?3, ?4, ?1, moved.balance, ?5, ?6, ?7, ?8, CAST(?9 AS BIGINT), ?2, CAST(?10 AS BIGINT) FROM moved
         RETURNING balance_after AS balance`,
        e.amount,
        bonusAmount,
        e.userId,
        e.type,
        e.currency,
        e.status,
        e.description,
        e.at,
        e.withdrawalId ?? null,
        e.bonus?.historyId ?? null,
      )
    )?.balance;
  } else {
    // users.bonus_balance moves with its part of the row; its CHECK keeps it between 0 and the balance.
    balance = (
      await one<{ balance: number }>(
        db,
        'UPDATE users SET balance = balance + ?, bonus_balance = bonus_balance + ? WHERE id = ? RETURNING balance',
        e.amount,
        bonusAmount,
        e.userId,
      )
    )?.balance;
    if (balance !== undefined) {
      await run(
        db,
        `INSERT INTO transactions (user_id, type, amount, balance_after, currency, status, description, created_at,
           withdrawal_id, bonus_amount, promotion_history_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        e.userId,
        e.type,
        e.amount,
        balance,
        e.currency,
        e.status,
        e.description,
        e.at,
        e.withdrawalId ?? null,
        bonusAmount,
        e.bonus?.historyId ?? null,
      );
    }
  }
  if (balance === undefined) throw new Error(`No player ${e.userId}`);
  // The player's live streams read the account once this commits (withdrawals and their refunds are entries too).
  await db.notify('account', e.userId);
  return balance;
}

export type LedgerMismatch = {
  userId: number;
  balance: number;
  ledgerSum: number;
  /** Rows, in the order the transactions list shows them oldest first, whose balanceAfter is not the running sum. */
  brokenRows: number[];
};

/**
 * Every player whose balance is not the sum of their ledger, or whose ledger's running balance (oldest first, as the
 * transactions page reads it) disagrees with a row's `balance_after`. Empty when the books are true.
 */
export async function findLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const rows = await all<{ user_id: number; id: number; amount: number; balance_after: number }>(
    db,
    'SELECT user_id, id, amount, balance_after FROM transactions ORDER BY user_id, created_at, id',
  );
  const byUser = new Map<number, { sum: number; broken: number[] }>();
  for (const row of rows) {
    const book = byUser.get(row.user_id) ?? { sum: 0, broken: [] };
    book.sum += row.amount;
    if (book.sum !== row.balance_after) book.broken.push(row.id);
    byUser.set(row.user_id, book);
  }
  const users = await all<{ id: number; balance: number }>(db, 'SELECT id, balance FROM users ORDER BY id');
  return users.flatMap(({ id, balance }) => {
    const book = byUser.get(id) ?? { sum: 0, broken: [] };
    if (book.sum === balance && book.broken.length === 0) return [];
    return [{ userId: id, balance, ledgerSum: book.sum, brokenRows: book.broken }];
  });
}

export type BonusMismatch = { userId: number; bonusBalance: number; ledgerBonusSum: number };

/**
 * Every player whose bonus balance is not the sum of the bonus parts of their ledger (docs/product.md#bonuses): bonus money
 * moves only through ledger rows, as the balance does. Empty when the books are true.
 */
export const findBonusMismatches = (db: Db): Promise<BonusMismatch[]> =>
  all<BonusMismatch>(
    db,
    `SELECT u.id AS userId, u.bonus_balance AS bonusBalance, COALESCE(SUM(t.bonus_amount), 0) AS ledgerBonusSum
     FROM users u LEFT JOIN transactions t ON t.user_id = u.id
     GROUP BY u.id HAVING u.bonus_balance <> COALESCE(SUM(t.bonus_amount), 0) ORDER BY u.id`,
  );
