import { blockEndsAt, changeLimit, endpoints, settleLimit } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  betTotalsSince,
  findActiveBlock,
  insertBlock,
  listLimitRows,
  saveLimit,
  saveRealityCheckMinutes,
  toLimitState,
} from '../db/queries/responsible-gaming';
import { lockPlayer, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { HttpError } from '../http/http-error';
import { readBody, readQuery } from '../http/validation';
import { applyDueLimit } from '../services/notifications/notice-sweeps';
import { notifyPlayer } from '../services/notifications/notify-player';
import { readTools } from '../services/responsible-gaming/rules';
import { jurisdictionRules } from '../services/site-rules';

/** The player's own protection tools (docs/product.md#responsible-gaming); the refusals they cause live in the cashier and game routes. */
export function responsibleGamingRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.responsibleGaming.path, async (c) =>
    okFor(c, 'responsibleGaming', await readTools(db, c.get('session').user, clock())),
  );

  app.put(endpoints.setGamingLimit.path, async (c) => {
    const { kind, period, amount } = await readBody(c, endpoints.setGamingLimit.body);
    const user = c.get('session').user;
    const now = clock();
    await transaction(db, async (tx) => {
      // The change is read and written under the player's lock: a stake or a deposit checking the limit waits for it.
      await lockPlayer(tx, user.id);
      const row = (await listLimitRows(tx, user.id)).find((r) => r.kind === kind && r.period === period);
      const stored = toLimitState(row);
      const settled = settleLimit(stored, now);
      // A raise whose time came that the sweep has not written yet: the player hears of it before of the change.
      if (stored.pending && !settled.pending) {
        await applyDueLimit(tx, { userId: user.id, kind, period, currency: user.currency }, stored.pending.amount, now);
      }
      const next = changeLimit(settled, amount, now);
      await saveLimit(tx, user.id, kind, period, next, now);
      if (next.amount !== settled.amount || next.pending?.effectiveAt !== settled.pending?.effectiveAt) {
        const effective = next.pending ?? { amount: next.amount, effectiveAt: null };
        await notifyPlayer(
          tx,
          user.id,
          'limit-changed',
          {
            limit: kind,
            period,
            amount: effective.amount,
            currency: user.currency,
            effectiveAt: effective.effectiveAt === null ? null : new Date(effective.effectiveAt).toISOString(),
          },
          now,
        );
      }
    });
    return okFor(c, 'setGamingLimit', await readTools(db, user, now));
  });

  app.post(endpoints.startGamingBlock.path, async (c) => {
    const { kind, duration } = await readBody(c, endpoints.startGamingBlock.body);
    const user = c.get('session').user;
    const now = clock();
    const untilMs = blockEndsAt(duration, now);
    await transaction(db, async (tx) => {
      await lockPlayer(tx, user.id);
      const active = await findActiveBlock(tx, user.id, now);
      // A block cannot be ended early: a new one may only reach further.
      if (active && active.until_ms >= untilMs) {
        throw new HttpError(
          409,
          `A ${active.kind} is already active until ${new Date(active.until_ms).toISOString()}; it cannot be shortened.`,
        );
      }
      await insertBlock(tx, { userId: user.id, kind, duration, startedMs: now, untilMs });
    });
    return okFor(c, 'startGamingBlock', await readTools(db, user, now));
  });

  app.put(endpoints.setRealityCheck.path, async (c) => {
    const { minutes } = await readBody(c, endpoints.setRealityCheck.body);
    if (minutes === null && jurisdictionRules(config).realityCheckRequired) {
      throw new HttpError(403, 'The reality check cannot be switched off in your jurisdiction.');
    }
    const user = c.get('session').user;
    await saveRealityCheckMinutes(db, user.id, minutes);
    return okFor(c, 'setRealityCheck', await readTools(db, user, clock()));
  });

  app.get(endpoints.playSession.path, async (c) => {
    const { since } = readQuery(c, endpoints.playSession.query);
    const user = c.get('session').user;
    const sinceIso = new Date(since).toISOString();
    const totals = await betTotalsSince(db, user.id, sinceIso);
    return okFor(c, 'playSession', {
      since: sinceIso,
      ...totals,
      net: totals.won - totals.staked,
      currency: user.currency,
    });
  });

  return app;
}
