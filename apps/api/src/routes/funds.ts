import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { okFor } from '../http/contract-answer';
import { requireUser } from '../http/require-user';
import { PAYMENT_METHODS } from '../services/payment-methods';

export function fundsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Per route, not app.use: mounted at the API root, a catch-all middleware would guard every public route too.
  const auth = requireUser(deps);
  app.get(endpoints.paymentMethods.path, auth, (c) => okFor(c, 'paymentMethods', [...PAYMENT_METHODS]));
  return app;
}
