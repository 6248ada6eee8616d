import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findPlayerOfAccessToken } from '../db/queries/sessions';
import type { UserRow } from '../db/queries/users';
import { hashToken } from '../services/tokens';
import { readAccessToken } from './cookies';

/** The logged-in player on a public endpoint, or undefined for a visitor (an expired token counts as a visitor). */
export async function optionalUser(
  c: Context<AppEnv>,
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
): Promise<UserRow | undefined> {
  const token = readAccessToken(c);
  if (!token) return undefined;
  const row = await findPlayerOfAccessToken(db, hashToken(token), clock());
  if (!row) return undefined;
  const { access_family_id: _, ...user } = row;
  return user;
}
