import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listCurrencies, listLanguages } from '../db/queries/catalogue';
import { okFor } from '../http/contract-answer';

export function catalogueRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.currencies.path, (c) => okFor(c, 'currencies', listCurrencies(db)));
  app.get(endpoints.languages.path, (c) => okFor(c, 'languages', listLanguages(db)));
  return app;
}
