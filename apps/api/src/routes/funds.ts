import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { okFor } from '../http/contract-answer';
import { PAYMENT_METHODS } from '../services/payment-methods';

export function fundsRoutes() {
  const app = new Hono<AppEnv>();
  app.get(endpoints.paymentMethods.path, (c) => okFor(c, 'paymentMethods', [...PAYMENT_METHODS]));
  return app;
}
