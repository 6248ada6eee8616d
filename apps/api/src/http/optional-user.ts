import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findLiveAccessToken } from '../db/queries/sessions';
import { findUserById, type UserRow } from '../db/queries/users';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';

/** The logged-in player on a public endpoint, or undefined for a visitor (an expired token counts as a visitor). */
export function optionalUser(c: Context<AppEnv>, { db, clock }: Pick<AppDeps, 'db' | 'clock'>): UserRow | undefined {
  const token = readAccessToken(c);
  if (!token) return undefined;
  const access = findLiveAccessToken(db, hashToken(token), clock());
  return access ? findUserById(db, access.user_id) : undefined;
}
