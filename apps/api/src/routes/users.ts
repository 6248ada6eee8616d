import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { isEmailTaken, isLoginTaken } from '../db/queries/users';
import { okFor } from '../http/contract-answer';
import { readBody } from '../http/validation';

export function usersRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  // Sign-up asks while the player types (docs/product.md#sign-up); case-insensitive like the login itself.
  app.post(endpoints.validateCredential.path, async (c) => {
    const { type, value } = await readBody(c, endpoints.validateCredential.body);
    const taken = type === 'email' ? await isEmailTaken(db, value) : await isLoginTaken(db, value);
    return okFor(c, 'validateCredential', { isAvailable: !taken });
  });
  return app;
}
