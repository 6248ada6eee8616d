import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listCurrencies, listLanguages } from '../db/queries/catalogue';
import { ok } from '../http/envelope';

export function catalogueRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.currencies.path, (c) => ok(c, listCurrencies(db)));
  app.get(endpoints.languages.path, (c) => ok(c, listLanguages(db)));
  return app;
}
