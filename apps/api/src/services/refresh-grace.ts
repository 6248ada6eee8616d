import type { RefreshRow, TokenClient } from '../db/queries/sessions';

/**
 * Two tabs of one browser refresh at the same moment with the same cookie (docs/product.md#session-and-sign-in): the second arrives
 * after the first has rotated the token. Within this long after the first use, from the same client, the second
 * is the player's own and gets a pair too; later, or from another client, it is a copy and revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

type UsedToken = Pick<RefreshRow, 'used_at' | 'used_user_agent' | 'used_ip'>;

/** Whether a second presentation of an already used refresh token is a concurrent twin rather than a replay. */
export const isConcurrentTwin = (token: UsedToken, client: TokenClient, now: number): boolean =>
  token.used_at !== null &&
  now - token.used_at <= REFRESH_REUSE_GRACE_MS &&
  token.used_user_agent === client.userAgent &&
  token.used_ip === client.ip;
