import type { AppDeps } from '../app-env';
import {
  createFamily,
  findRefreshToken,
  insertAccessToken,
  insertRefreshToken,
  type LoginOrigin,
  markRefreshUsed,
  revokeFamily,
  type TokenClient,
} from '../db/queries/sessions';
import { type Db, transaction } from '../db/sql';
import type { TokenPair } from '../http/cookies';
import { isConcurrentTwin } from './refresh-grace';
import { hashToken, newToken } from './tokens';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

async function issuePair({ config, clock }: Deps, db: Db, userId: number, familyId: number): Promise<TokenPair> {
  const now = clock();
  const accessToken = newToken();
  const refreshToken = newToken();
  await insertAccessToken(db, hashToken(accessToken), familyId, userId, now + config.accessTokenTtlSeconds * 1000);
  await insertRefreshToken(db, hashToken(refreshToken), familyId, userId, now + config.refreshTokenTtlSeconds * 1000);
  return { accessToken, refreshToken };
}

/**
 * A login starts a new token family, which records where it started from (the devices list); `on` is the transaction
 * of a sign-up or a second step that starts its session with it.
 */
export const startSession = (deps: Deps, userId: number, origin: LoginOrigin, on: Db = deps.db): Promise<TokenPair> =>
  transaction(on, async (tx) => issuePair(deps, tx, userId, await createFamily(tx, userId, deps.clock(), origin)));

export type RotateResult = { ok: true; tokens: TokenPair; userId: number } | { ok: false; reason: string };

/**
 * Refresh-token rotation: each refresh token works once. A second use means it was copied (by an attacker or a
 * leak), so the whole family is revoked and both holders must log in again, unless it is the same client again
 * within a few seconds (two tabs refreshing together): that one gets its own new pair in the same family.
 */
export function rotateSession(deps: Deps, refreshToken: string, client: TokenClient): Promise<RotateResult> {
  const { db, clock } = deps;
  const hash = hashToken(refreshToken);
  return transaction(db, async (tx): Promise<RotateResult> => {
    const now = clock();
    // Locked until this rotation ends: a second tab presenting the same token waits, then sees it used by its twin.
    const row = await findRefreshToken(tx, hash, { lock: true });
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.family_revoked_at !== null) return { ok: false, reason: 'revoked' };
    if (row.expires_at > now && isConcurrentTwin(row, client, now)) {
      return { ok: true, tokens: await issuePair(deps, tx, row.user_id, row.family_id), userId: row.user_id };
    }
    if (row.used_at !== null || !(await markRefreshUsed(tx, hash, now, client))) {
      await revokeFamily(tx, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    return { ok: true, tokens: await issuePair(deps, tx, row.user_id, row.family_id), userId: row.user_id };
  });
}

/**
 * Logout: the refresh token's family and the presented access token's both stop working, and with them the real
 * money games launched from that login (a game session lives only while its family does).
 */
export async function endSession(
  deps: Deps,
  refreshToken: string | undefined,
  familyIdOfAccess: number | undefined,
): Promise<void> {
  const { db, clock } = deps;
  await transaction(db, async (tx) => {
    const now = clock();
    if (familyIdOfAccess !== undefined) await revokeFamily(tx, familyIdOfAccess, now);
    const row = refreshToken ? await findRefreshToken(tx, hashToken(refreshToken)) : undefined;
    if (row) await revokeFamily(tx, row.family_id, now);
  });
}
