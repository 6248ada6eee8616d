import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { findLiveAccessToken } from '../db/queries/sessions';
import { findUserById } from '../db/queries/users';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';
import { unauthenticated } from './http-error';

/** Every `auth: 'user'` endpoint of the contract sits behind this; any failure is the same 401 `Unauthenticated`. */
export const requireUser = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readAccessToken(c);
    if (!token) throw unauthenticated();
    const accessTokenHash = hashToken(token);
    const access = findLiveAccessToken(db, accessTokenHash, clock());
    const user = access ? findUserById(db, access.user_id) : undefined;
    if (!access || !user) throw unauthenticated();
    c.set('session', { user, accessTokenHash, familyId: access.family_id });
    await next();
  });
