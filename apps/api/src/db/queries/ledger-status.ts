import type { Transaction, Withdrawal } from '@casino/api-contract';

const FROM_WITHDRAWAL: Record<Withdrawal['status'], Transaction['status']> = {
  pending: 'pending',
  completed: 'completed',
  cancelled: 'cancelled',
  // The transactions list has no "rejected": to the player a refused payout is one that failed.
  rejected: 'failed',
};

/**
 * The status a ledger row shows. A withdrawal's row follows its withdrawal (pending until paid out or cancelled), so
 * the list never shows a cancelled withdrawal as pending; every other row keeps the status it was posted with.
 */
export function ledgerRowStatus(
  row: { type: Transaction['type']; status: Transaction['status'] },
  withdrawalStatus: Withdrawal['status'] | null,
): Transaction['status'] {
  if (row.type !== 'withdrawal' || withdrawalStatus === null) return row.status;
  return FROM_WITHDRAWAL[withdrawalStatus];
}
