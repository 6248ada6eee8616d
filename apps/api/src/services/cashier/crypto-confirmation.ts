import { listDueCryptoDeposits } from '../../db/queries/account-state';
import { completePendingDeposit } from '../../db/queries/cashier';
import { type Db, transaction } from '../../db/sql';

/**
 * Confirms every simulated crypto deposit whose confirmation time has come, each with its credit in a transaction of
 * its own (at most once: `completePendingDeposit` only takes a pending row, so processes sweeping together credit it
 * once). The API sweeps every second (services/sweeps.ts); a status call settles its own deposit when the cashier
 * asks first. The credit's notification reaches the player's live streams. Returns how many were confirmed.
 */
export async function settleDueCryptoDeposits(db: Db, now: number, confirmSeconds: number): Promise<number> {
  let confirmed = 0;
  for (const id of await listDueCryptoDeposits(db, now - confirmSeconds * 1000)) {
    if (await transaction(db, (tx) => completePendingDeposit(tx, id, new Date(now).toISOString()))) confirmed++;
  }
  return confirmed;
}
