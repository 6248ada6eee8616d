import type { Bet, Transaction, TransactionPeriod, TransactionType, Withdrawal } from '@casino/api-contract';
import { all, type Db, one, type SqlParam } from '../sql';
import { ledgerRowStatus } from './ledger-status';

type Page = { page: number; perPage: number };

export async function listBets(
  db: Db,
  userId: number,
  { page, perPage }: Page,
): Promise<{ items: Bet[]; total: number }> {
  const total = (await one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM bets WHERE user_id = ?', userId))?.n ?? 0;
  const items = await all<Bet>(
    db,
    `SELECT b.id, g.alias AS gameAlias, g.name AS gameName, b.stake, b.win, b.currency, b.created_at AS createdAt
     FROM bets b JOIN games g ON g.id = b.game_id WHERE b.user_id = ?
     ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    userId,
    perPage,
    (page - 1) * perPage,
  );
  return { items, total };
}

const DAY_MS = 86_400_000;

/** `today` starts at UTC midnight; `week` and `month` are the last 7 and 30 days. */
export function periodStart(period: TransactionPeriod | undefined, now: number): string | undefined {
  switch (period) {
    case 'today': {
      const d = new Date(now);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
    }
    case 'week':
      return new Date(now - 7 * DAY_MS).toISOString();
    case 'month':
      return new Date(now - 30 * DAY_MS).toISOString();
    default:
      return undefined;
  }
}

type TransactionRow = Transaction & { withdrawalStatus: Withdrawal['status'] | null };

export async function listTransactions(
  db: Db,
  userId: number,
  filter: Page & { type?: TransactionType; since?: string },
): Promise<{ items: Transaction[]; total: number }> {
  const clauses = ['t.user_id = ?'];
  const params: SqlParam[] = [userId];
  if (filter.type) {
    clauses.push('t.type = ?');
    params.push(filter.type);
  }
  if (filter.since) {
    clauses.push('t.created_at >= ?');
    params.push(filter.since);
  }
  const where = clauses.join(' AND ');
  const total =
    (await one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM transactions t WHERE ${where}`, ...params))?.n ?? 0;
  const rows = await all<TransactionRow>(
    db,
    `SELECT t.id, t.type, t.amount, t.balance_after AS balanceAfter, t.currency, t.status, t.description,
       t.created_at AS createdAt, w.status AS withdrawalStatus
     FROM transactions t LEFT JOIN withdrawals w ON w.id = t.withdrawal_id
     WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    ...params,
    filter.perPage,
    (filter.page - 1) * filter.perPage,
  );
  const items = rows.map(({ withdrawalStatus, ...row }) => ({
    ...row,
    status: ledgerRowStatus(row, withdrawalStatus),
  }));
  return { items, total };
}
