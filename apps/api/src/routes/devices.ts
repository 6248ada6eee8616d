import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findLiveFamilyOfUser, listLiveFamilies, revokeFamily, revokeOtherSessions } from '../db/queries/sessions';
import { transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { clearSessionCookies } from '../http/cookies';
import { notFound } from '../http/http-error';
import { readParams } from '../http/validation';
import { describeUserAgent } from '../services/devices/user-agent';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * `/me/sessions`: the player's logins that have not ended, and signing them out. Signing one out revokes its family
 * (`revokeFamily`), so its next request is a 401 on every API process, and its live account stream hears it and ends
 * at once.
 */
export function devicesRoutes(deps: AppDeps) {
  const { db, config, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.signedInDevices.path, async (c) => {
    const { user, familyId } = c.get('session');
    const rows = await listLiveFamilies(db, user.id, clock());
    return okFor(
      c,
      'signedInDevices',
      rows.map((row) => ({
        id: Number(row.id),
        current: Number(row.id) === familyId,
        ...describeUserAgent(row.user_agent),
        country: row.country,
        signedInAt: iso(row.created_at),
        lastActiveAt: iso(row.last_seen_at ?? row.created_at),
      })),
    );
  });

  // Another player's login, one already ended and one that never was all answer the same 404: the answer tells
  // nothing about other players' ids.
  app.delete(endpoints.signOutDevice.path, async (c) => {
    const { id } = readParams(c, endpoints.signOutDevice.params);
    const { user, familyId } = c.get('session');
    await transaction(db, async (tx) => {
      if (!(await findLiveFamilyOfUser(tx, id, user.id))) throw notFound('Session not found');
      await revokeFamily(tx, id, clock());
    });
    // Signing out this very device is a logout.
    if (id === familyId) clearSessionCookies(c, config);
    return okFor(c, 'signOutDevice', null);
  });

  app.post(endpoints.signOutOtherDevices.path, async (c) => {
    const { user, familyId } = c.get('session');
    const signedOut = await transaction(db, (tx) => revokeOtherSessions(tx, user.id, familyId, clock()));
    return okFor(c, 'signOutOtherDevices', { signedOut });
  });

  return app;
}
