import type { AppDeps } from '../app-env';
import {
  createFamily,
  findRefreshToken,
  insertAccessToken,
  insertRefreshToken,
  markRefreshUsed,
  revokeFamily,
  type TokenClient,
} from '../db/queries/sessions';
import { transaction } from '../db/sql';
import type { TokenPair } from '../http/cookies';
import { isConcurrentTwin } from './refresh-grace';
import { hashToken, newToken } from './tokens';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

function issuePair({ db, config, clock }: Deps, userId: number, familyId: number): TokenPair {
  const now = clock();
  const accessToken = newToken();
  const refreshToken = newToken();
  insertAccessToken(db, hashToken(accessToken), familyId, userId, now + config.accessTokenTtlSeconds * 1000);
  insertRefreshToken(db, hashToken(refreshToken), familyId, userId, now + config.refreshTokenTtlSeconds * 1000);
  return { accessToken, refreshToken };
}

/** A login starts a new token family. */
export const startSession = (deps: Deps, userId: number): TokenPair =>
  transaction(deps.db, () => issuePair(deps, userId, createFamily(deps.db, userId, deps.clock())));

export type RotateResult = { ok: true; tokens: TokenPair; userId: number } | { ok: false; reason: string };

/**
 * Refresh-token rotation: each refresh token works once. A second use means it was copied (by an attacker or a
 * leak), so the whole family is revoked and both holders must log in again, unless it is the same client again
 * within a few seconds (two tabs refreshing together): that one gets its own new pair in the same family.
 */
export function rotateSession(deps: Deps, refreshToken: string, client: TokenClient): RotateResult {
  const { db, clock } = deps;
  const hash = hashToken(refreshToken);
  return transaction(db, () => {
    const now = clock();
    const row = findRefreshToken(db, hash);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.family_revoked_at !== null) return { ok: false, reason: 'revoked' };
    if (row.expires_at > now && isConcurrentTwin(row, client, now)) {
      return { ok: true, tokens: issuePair(deps, row.user_id, row.family_id), userId: row.user_id };
    }
    if (row.used_at !== null || !markRefreshUsed(db, hash, now, client)) {
      revokeFamily(db, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    return { ok: true, tokens: issuePair(deps, row.user_id, row.family_id), userId: row.user_id };
  });
}

/**
 * Logout: the refresh token's family and the presented access token's both stop working, and with them the real
 * money games launched from that login (a game session lives only while its family does).
 */
export function endSession(deps: Deps, refreshToken: string | undefined, familyIdOfAccess: number | undefined): void {
  const { db, clock } = deps;
  transaction(db, () => {
    const now = clock();
    if (familyIdOfAccess !== undefined) revokeFamily(db, familyIdOfAccess, now);
    const row = refreshToken ? findRefreshToken(db, hashToken(refreshToken)) : undefined;
    if (row) revokeFamily(db, row.family_id, now);
  });
}
