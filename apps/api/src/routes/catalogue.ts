import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listCurrencies, listLanguages } from '../db/queries/catalogue';
import { okFor } from '../http/contract-answer';

export function catalogueRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.currencies.path, async (c) => okFor(c, 'currencies', await listCurrencies(db)));
  app.get(endpoints.languages.path, async (c) => okFor(c, 'languages', await listLanguages(db)));
  return app;
}
