import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { cancelActivationForfeitingBonus, FIRST_DEPOSIT_ONLY_REFUSAL } from '../db/queries/bonuses';
import {
  findActivation,
  findPromotionByAlias,
  hasActivePromotion,
  insertActivation,
  listActivePromotions,
  listPromotions,
} from '../db/queries/promotions';
import { hasAnyDeposit } from '../db/queries/responsible-gaming';
import { lockPlayer, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { HttpError, notFound } from '../http/http-error';
import { readParams } from '../http/validation';

/** A promotion without an end date runs until it is withdrawn from the catalogue. */
const hasEnded = (validUntil: string | null, now: number) => validUntil !== null && Date.parse(validUntil) <= now;

export function promotionsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.promotions.path, async (c) => okFor(c, 'promotions', await listPromotions(deps.db)));
  app.get(endpoints.activePromotions.path, async (c) =>
    okFor(c, 'activePromotions', await listActivePromotions(deps.db, c.get('session').user.id)),
  );

  app.post(endpoints.activatePromotion.path, async (c) => {
    const userId = c.get('session').user.id;
    const promotion = await findPromotionByAlias(deps.db, readParams(c, endpoints.activatePromotion.params).alias);
    if (!promotion) throw notFound('Promotion not found');
    const now = deps.clock();
    if (hasEnded(promotion.validUntil, now)) throw new HttpError(409, 'This promotion has ended');
    // Said at once, rather than at the deposit the player would make with it.
    if (promotion.firstDepositOnly && (await hasAnyDeposit(deps.db, userId)))
      throw new HttpError(409, FIRST_DEPOSIT_ONLY_REFUSAL);
    const historyId = await transaction(deps.db, async (tx) => {
      await lockPlayer(tx, userId);
      if (await hasActivePromotion(tx, userId, promotion.id)) throw new HttpError(409, 'Promotion is already active');
      return insertActivation(tx, userId, promotion.id, new Date(now).toISOString());
    });
    const activation = await findActivation(deps.db, historyId);
    if (!activation) throw new Error('Activation vanished');
    return okFor(c, 'activatePromotion', activation);
  });

  // Cancelling forfeits a bonus the activation paid, and what it won, in the same transaction (docs/product.md#bonuses).
  app.post(endpoints.cancelPromotion.path, async (c) => {
    const userId = c.get('session').user.id;
    const { id } = readParams(c, endpoints.cancelPromotion.params);
    const at = new Date(deps.clock()).toISOString();
    const cancelled = await transaction(deps.db, async (tx) => {
      await lockPlayer(tx, userId);
      return cancelActivationForfeitingBonus(tx, userId, id, at);
    });
    if (!cancelled) {
      throw notFound('No active promotion with this id');
    }
    return okFor(c, 'cancelPromotion', null);
  });

  return app;
}
