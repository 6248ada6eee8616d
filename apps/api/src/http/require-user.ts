import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { findPlayerOfAccessToken } from '../db/queries/sessions';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';
import { unauthenticated } from './http-error';

/** Every `auth: 'user'` endpoint of the contract sits behind this; any failure is the same 401 `Unauthenticated`. */
export const requireUser = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readAccessToken(c);
    if (!token) throw unauthenticated();
    const accessTokenHash = hashToken(token);
    const row = await findPlayerOfAccessToken(db, accessTokenHash, clock());
    if (!row) throw unauthenticated();
    const { access_family_id: familyId, ...user } = row;
    c.set('session', { user, accessTokenHash, familyId });
    await next();
  });
