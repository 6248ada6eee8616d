import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { approveWithdrawal, findPlayerOfWithdrawal, payWithdrawal, rejectWithdrawal } from '../db/queries/withdrawals';
import { type Db, lockPlayer, transaction } from '../db/sql';
import { ok } from '../http/envelope';
import { notFound } from '../http/http-error';
import { readBody } from '../http/validation';

const rejectionSchema = z.object({ reason: z.string().trim().max(200).optional() });

type Decision = { userId: number; transactionId: string; at: string };

/**
 * The payment team's decisions on a withdrawal, as a development control (DEV_SERVICES, loopback only: see app.ts):
 * approve (the player can no longer cancel it), pay (it is completed) or reject (the money returns through the
 * ledger). Each writes the player's notice in its transaction. 404 when the withdrawal is not in a state the decision
 * applies to: a paid one cannot be rejected, an unapproved one not paid.
 */
export function devWithdrawalRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();
  const decide = (transactionId: string, act: (tx: Db, decision: Decision) => Promise<unknown>) =>
    transaction(db, async (tx) => {
      const userId = await findPlayerOfWithdrawal(tx, transactionId);
      if (userId === undefined) return undefined;
      await lockPlayer(tx, userId);
      return act(tx, { userId, transactionId, at: new Date(clock()).toISOString() });
    });

  app.post('/dev/withdrawals/:id/approve', async (c) => {
    const decided = await decide(c.req.param('id'), approveWithdrawal);
    if (!decided) throw notFound('No pending withdrawal with this id waits for approval');
    return ok(c, decided);
  });
  app.post('/dev/withdrawals/:id/pay', async (c) => {
    const decided = await decide(c.req.param('id'), payWithdrawal);
    if (!decided) throw notFound('No approved withdrawal with this id waits for payment');
    return ok(c, decided);
  });
  app.post('/dev/withdrawals/:id/reject', async (c) => {
    const { reason } = await readBody(c, rejectionSchema);
    const decided = await decide(c.req.param('id'), (tx, decision) => rejectWithdrawal(tx, decision, reason || null));
    if (!decided) throw notFound('No pending withdrawal with this id');
    return ok(c, decided);
  });
  return app;
}
