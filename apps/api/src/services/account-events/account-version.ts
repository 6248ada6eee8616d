import { createHash } from 'node:crypto';
import type { AccountState } from '@casino/api-contract';

/** The event id of a state: equal states have equal ids, so a reconnect tells whether anything moved meanwhile. */
export const accountVersion = (state: AccountState) =>
  createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 22);
