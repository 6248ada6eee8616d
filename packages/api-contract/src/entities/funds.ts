import { idempotencyKeySchema, urlSafeString } from '../text-fields';
import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

/** docs/product.md#entities: s2s (Card), nowpayments (Crypto) and changelly are active; the others are not offered. */
export const paymentMethodIdSchema = z.enum(['s2s', 'nowpayments', 'changelly', 'cards', 'paypal', 'zelle', 'interac']);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  active: z.boolean(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The coins (docs/product.md#entities); networks bsc, trc20, erc20 carry usdt only. */
export const cryptoCoinSchema = z.enum(['btc', 'eth', 'ltc', 'bch', 'usdt', 'dogecoin', 'usdc', 'xrp']);
export type CryptoCoin = z.infer<typeof cryptoCoinSchema>;
export const usdtNetworkSchema = z.enum(['bsc', 'trc20', 'erc20']);
export type UsdtNetwork = z.infer<typeof usdtNetworkSchema>;

export { QUICK_DEPOSIT_AMOUNTS } from '../limits';

export const withdrawalStatusSchema = z.enum(['pending', 'cancelled', 'completed', 'rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  transactionId: z.string(),
  amount: minorUnitsSchema,
  currency: currencyCodeSchema,
  method: z.string(),
  destination: z.string(),
  status: withdrawalStatusSchema,
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const cancelWithdrawalBodySchema = z.object({
  transactionId: urlSafeString('transactionId', 'publicId'),
  /** Optional for older clients; with it a retried cancel answers like the first (docs/product.md#money). */
  idempotencyKey: z.optional(idempotencyKeySchema),
});
