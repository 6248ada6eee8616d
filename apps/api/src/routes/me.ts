import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findProfile, toUser } from '../db/queries/users';
import { ok } from '../http/envelope';
import { requireUser } from '../http/require-user';
import { readQuery } from '../http/validation';

export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Per route, not app.use: mounted at the API root, a catch-all middleware would guard every public route too.
  const auth = requireUser(deps);

  app.get(endpoints.me.path, auth, (c) => {
    const { withProfile } = readQuery(c, endpoints.me.query);
    const { user } = c.get('session');
    return ok(c, withProfile === 'true' ? toUser(user, findProfile(deps.db, user.id)) : toUser(user));
  });

  return app;
}
