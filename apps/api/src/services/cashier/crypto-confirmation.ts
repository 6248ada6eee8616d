import { listDueCryptoDeposits } from '../../db/queries/account-state';
import { completePendingDeposit } from '../../db/queries/cashier';
import { type Db, transaction } from '../../db/sql';

/**
 * Confirms the player's simulated crypto deposits whose confirmation time has come, each with its credit in one
 * transaction (at most once: `completePendingDeposit` only takes a pending row). The status call settles one deposit
 * when the cashier asks; the live account stream settles them all as time passes, so a confirming deposit reaches the
 * header the moment it is due.
 */
export function settleDueCryptoDeposits(db: Db, userId: number, now: number, confirmSeconds: number): void {
  for (const id of listDueCryptoDeposits(db, userId, now - confirmSeconds * 1000)) {
    transaction(db, () => completePendingDeposit(db, id, new Date(now).toISOString()));
  }
}
