import type { AccountState } from '@casino/api-contract';
import { accountStatus } from '../../services/verification/verification-status';
import { all, type Db, one } from '../sql';
import { countUnreadNotifications } from './notifications';

/** What the live account stream reports (docs/product.md#balance-refresh); undefined when the player no longer exists. */
export async function readAccountState(db: Db, userId: number, now: number): Promise<AccountState | undefined> {
  const user = await one<{ balance: number; bonusBalance: number; currency: string }>(
    db,
    'SELECT balance, bonus_balance AS bonusBalance, currency FROM users WHERE id = ?',
    userId,
  );
  if (!user) return undefined;
  const pendingWithdrawalIds = (
    await all<{ id: number }>(
      db,
      "SELECT id FROM withdrawals WHERE user_id = ? AND status = 'pending' ORDER BY created_at DESC, id DESC",
      userId,
    )
  ).map((row) => row.id);
  const pendingDepositIds = (
    await all<{ public_id: string }>(
      db,
      "SELECT public_id FROM deposits WHERE user_id = ? AND status = 'pending' ORDER BY created_ms DESC, id DESC",
      userId,
    )
  ).map((row) => row.public_id);
  const unreadNotifications = await countUnreadNotifications(db, userId);
  return {
    balance: user.balance,
    bonusBalance: user.bonusBalance,
    currency: user.currency,
    pendingWithdrawalIds,
    pendingDepositIds,
    verification: await accountStatus(db, userId, now),
    unreadNotifications,
  };
}

/** A login stays live until logout, a password change or a reset revokes its family. */
export const isSessionFamilyLive = async (db: Db, familyId: number) =>
  (await one<{ live: number }>(
    db,
    'SELECT 1 AS live FROM session_families WHERE id = ? AND revoked_at IS NULL',
    familyId,
  )) !== undefined;

/**
 * Every simulated crypto deposit whose confirmation time has come (the sweep's one statement, over the partial
 * index `deposits_pending_crypto`).
 */
export const listDueCryptoDeposits = async (db: Db, createdUpTo: number) =>
  (
    await all<{ public_id: string }>(
      db,
      `SELECT public_id FROM deposits WHERE status = 'pending' AND method = 'nowpayments' AND created_ms <= ?
       ORDER BY created_ms`,
      createdUpTo,
    )
  ).map((row) => row.public_id);
