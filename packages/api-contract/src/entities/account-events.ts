import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';
import { verificationStatusSchema } from './verification';

export { ACCOUNT_EVENT, ACCOUNT_EVENTS_PATH } from '../limits';

/**
 * Live account updates (docs/product.md#balance-refresh): `GET /api/me/events` is a Server-Sent Events stream, one per logged-in tab,
 * authenticated by the session cookie. Each `account` event carries the whole state below, with the state's version
 * as its id; a reconnect sends `Last-Event-ID` and gets an event only when the state moved since. Comment lines keep
 * the connection alive; an `end` event closes the stream for good (the session ended).
 */

export const accountStateSchema = z.object({
  balance: minorUnitsSchema,
  /** The part of `balance` that is bonus money under wagering; it moves alone when a bonus converts to cash. */
  bonusBalance: z.optional(minorUnitsSchema),
  currency: currencyCodeSchema,
  /** Withdrawals still waiting (newest first): one leaving the list was completed, rejected or cancelled. */
  pendingWithdrawalIds: z.array(z.number().check(z.int())),
  /** Deposits still confirming (crypto), by their public id. */
  pendingDepositIds: z.array(z.string()),
  /** The account's identity verification: a reviewer's decision reaches the player's open pages at once. */
  verification: z.optional(verificationStatusSchema),
  /** Notices in the player's inbox not read yet: the header's bell shows the count. */
  unreadNotifications: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type AccountState = z.infer<typeof accountStateSchema>;
