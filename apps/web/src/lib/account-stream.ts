import type { AccountState } from '@casino/api-contract';

/**
 * The live account stream's rules (docs/product.md#balance-refresh), kept free of zod so the stream costs the first page nothing:
 * its payload is four plain fields, checked here field by field.
 */

const isIdList = <T>(value: unknown, isId: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isId);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** An `account` event's data, or null when it is not one (a stream must never break the page). */
export function parseAccountState(data: string): AccountState | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const {
    balance,
    bonusBalance,
    currency,
    pendingWithdrawalIds,
    pendingDepositIds,
    verification,
    unreadNotifications,
  } = value as Record<string, unknown>;
  if (!isInteger(balance) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (!isIdList(pendingWithdrawalIds, isInteger) || !isIdList(pendingDepositIds, isText)) return null;
  // The bonus part of the balance; a server from before bonuses sends none.
  if (bonusBalance !== undefined && !isInteger(bonusBalance)) return null;
  const bonus = bonusBalance === undefined ? {} : { bonusBalance };
  // The identity verification's status; its page reads the details, so any text only marks a change.
  const verified =
    typeof verification === 'string' ? { verification: verification as AccountState['verification'] } : {};
  // The inbox's unread count; a server from before the inbox sends none.
  if (unreadNotifications !== undefined && (!isInteger(unreadNotifications) || unreadNotifications < 0)) return null;
  const inbox = unreadNotifications === undefined ? {} : { unreadNotifications };
  return { balance, ...bonus, currency, pendingWithdrawalIds, pendingDepositIds, ...verified, ...inbox };
}

const sameIds = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** What moved between two states (the first state of a stream moves everything: it may follow a gap). */
export function accountChanges(previous: AccountState | null, next: AccountState) {
  return {
    balance: previous?.balance !== next.balance || previous.currency !== next.currency,
    /** The bonus part moved: paid, staked, won, converted to cash or forfeited (a conversion moves it alone). */
    bonus: !previous || previous.bonusBalance !== next.bonusBalance,
    withdrawals: !previous || !sameIds(previous.pendingWithdrawalIds, next.pendingWithdrawalIds),
    /** Deposits that stopped confirming (confirmed, declined or expired) since the previous state. */
    settledDeposits: previous ? previous.pendingDepositIds.filter((id) => !next.pendingDepositIds.includes(id)) : [],
    /** A document sent or decided on (the first state counts: a decision may have come while the stream was down). */
    verification: !previous || previous.verification !== next.verification,
    /** The inbox's unread count moved (a notice came, or one was read elsewhere); undefined when it did not. */
    unreadNotifications:
      next.unreadNotifications !== undefined && previous?.unreadNotifications !== next.unreadNotifications
        ? next.unreadNotifications
        : undefined,
  };
}

/** After the stream fails for good (the browser gave up on it), the next try waits this long: 1 s doubling to 30 s. */
export const STREAM_RETRY_BASE_MS = 1_000;
export const STREAM_RETRY_MAX_MS = 30_000;
export const streamRetryDelayMs = (failures: number) =>
  Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
