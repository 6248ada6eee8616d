import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { findPlayerOfAccessToken, touchFamily } from '../db/queries/sessions';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';
import { unauthenticated } from './http-error';
import { isUserEndpoint } from './user-endpoints';

/**
 * A login's last activity, shown in the player's devices list, is written at most this often: a minute-level
 * "last active" needs no write per request.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** A logged-in player or the same 401 `Unauthenticated`, whatever failed; the session is what the handler reads. */
export const requireUser = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readAccessToken(c);
    if (!token) throw unauthenticated();
    const accessTokenHash = hashToken(token);
    const row = await findPlayerOfAccessToken(db, accessTokenHash, clock());
    if (!row) throw unauthenticated();
    const { access_family_id: familyId, family_last_seen_at: lastSeenAt, ...user } = row;
    const now = clock();
    if (lastSeenAt === null || now - Number(lastSeenAt) >= LAST_SEEN_EVERY_MS) {
      await touchFamily(db, familyId, now, LAST_SEEN_EVERY_MS);
    }
    c.set('session', { user, accessTokenHash, familyId });
    await next();
  });

/**
 * Puts every call the contract marks `auth: 'user'` behind requireUser, before any route runs: a route cannot forget
 * its login check, and the contract's flag is the one place that says which calls need one. HEAD is routed as GET.
 */
export const userEndpointGate = (deps: Pick<AppDeps, 'db' | 'clock'>) => {
  const check = requireUser(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (isUserEndpoint(method, c.req.path)) return check(c, next);
    await next();
  });
};
