import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listBets, listTransactions, periodStart } from '../db/queries/history';
import { cancelPendingWithdrawal, listWithdrawals } from '../db/queries/withdrawals';
import { type Db, lockPlayer, transaction } from '../db/sql';
import { okFor, okForStored } from '../http/contract-answer';
import { paged, paginate } from '../http/envelope';
import { notFound } from '../http/http-error';
import { readBody, readQuery } from '../http/validation';
import { idempotent } from '../services/cashier/idempotency';
import { refuseWithdrawalCancel } from '../services/site-rules';

/** docs/product.md#paging-and-sizes: transactions 20 per page by default, withdrawals 10; bets follow transactions. */
const TRANSACTIONS_PER_PAGE = 20;
const BETS_PER_PAGE = 20;
const WITHDRAWALS_PER_PAGE = 10;

export function historyRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.bets.path, async (c) => {
    const q = readQuery(c, endpoints.bets.query);
    const perPage = q.per_page ?? BETS_PER_PAGE;
    const { items, total } = await listBets(db, c.get('session').user.id, { page: q.page, perPage });
    return okFor(c, 'bets', paged(items, paginate(total, q.page, perPage)));
  });

  app.get(endpoints.transactions.path, async (c) => {
    const q = readQuery(c, endpoints.transactions.query);
    const perPage = q.per_page ?? TRANSACTIONS_PER_PAGE;
    const { items, total } = await listTransactions(db, c.get('session').user.id, {
      page: q.page,
      perPage,
      type: q.type,
      since: periodStart(q.period, clock()),
    });
    return okFor(c, 'transactions', paged(items, paginate(total, q.page, perPage)));
  });

  app.get(endpoints.withdrawals.path, async (c) => {
    const q = readQuery(c, endpoints.withdrawals.query);
    const perPage = q.per_page ?? WITHDRAWALS_PER_PAGE;
    const { items, total } = await listWithdrawals(db, c.get('session').user.id, {
      page: q.page,
      perPage,
      status: q.status,
    });
    return okFor(c, 'withdrawals', paged(items, paginate(total, q.page, perPage)));
  });

  app.post(endpoints.cancelWithdrawal.path, async (c) => {
    refuseWithdrawalCancel(deps.config);
    const { transactionId, idempotencyKey } = await readBody(c, endpoints.cancelWithdrawal.body);
    const userId = c.get('session').user.id;
    const at = new Date(clock()).toISOString();
    const cancel = async (tx: Db) => {
      await lockPlayer(tx, userId);
      const withdrawal = await cancelPendingWithdrawal(tx, userId, transactionId, at);
      if (!withdrawal) throw notFound('No pending withdrawal with this transactionId');
      return withdrawal;
    };
    // With a key, a retried cancel gets the first answer back instead of "no pending withdrawal" (docs/product.md#money).
    if (idempotencyKey) {
      const answer = await idempotent(
        db,
        { userId, key: idempotencyKey, scope: 'cancel-withdrawal', body: { transactionId }, at },
        cancel,
      );
      return okForStored(c, 'cancelWithdrawal', answer);
    }
    return okFor(c, 'cancelWithdrawal', await transaction(db, cancel));
  });

  return app;
}
