import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listActivePromotions, listPromotions } from '../db/queries/promotions';
import { ok } from '../http/envelope';
import { requireUser } from '../http/require-user';

export function promotionsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.promotions.path, (c) => ok(c, listPromotions(deps.db)));
  app.get(endpoints.activePromotions.path, requireUser(deps), (c) =>
    ok(c, listActivePromotions(deps.db, c.get('session').user.id)),
  );
  return app;
}
