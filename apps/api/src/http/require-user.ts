import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { findPlayerOfAccessToken, touchFamily } from '../db/queries/sessions';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';
import { unauthenticated } from './http-error';

/**
 * A login's last activity, shown in the player's devices list, is written at most this often: a minute-level
 * "last active" needs no write per request.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** Every `auth: 'user'` endpoint of the contract sits behind this; any failure is the same 401 `Unauthenticated`. */
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
