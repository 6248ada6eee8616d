import { API_BASE_PATH, minorUnitsSchema } from '@casino/api-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { findUserByIdentifier } from '../db/queries/users';
import { run } from '../db/sql';
import { ok } from '../http/envelope';
import { notFound } from '../http/http-error';
import { readBody } from '../http/validation';

const setBalanceBodySchema = z.object({ email: z.string().min(1), balance: minorUnitsSchema.nonnegative() });

/**
 * Development services only (DEV_SERVICES): puts a player's balance back to a known amount, so an end-to-end test
 * that plays the demo slot with real money as the shared demo player can leave it as it found it. No ledger row is
 * written: it is a test fixture, not a payment.
 */
export function devWalletRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(`${API_BASE_PATH}/dev/players/balance`, async (c) => {
    const { email, balance } = await readBody(c, setBalanceBodySchema);
    const user = findUserByIdentifier(db, email);
    if (!user) throw notFound('Player not found');
    run(db, 'UPDATE users SET balance = ? WHERE id = ?', balance, user.id);
    return ok(c, { balance });
  });
  return app;
}
