import { idempotencyKeySchema, MAX_LENGTH, tooLongMessage, urlSafeString } from '../text-fields';
import { z } from '../zod';
import { cryptoCoinSchema, usdtNetworkSchema } from './funds';
import { currencyCodeSchema, minorUnitsSchema } from './money';

const positiveAmountSchema = minorUnitsSchema.check(z.positive('amount must be more than 0'));

/** The deposit's promotion, from a select with a "no promotion" item (docs/product.md#dialogs-and-widgets): null is none. */
const promotionAliasSchema = z.optional(z.nullable(urlSafeString('promotionAlias', 'alias')));

export const cardBrandSchema = z.enum(['visa', 'mastercard']);
export type CardBrandCode = z.infer<typeof cardBrandSchema>;

/** Opens the payment provider's hosted card frame for this player. */
export const cardSessionSchema = z.object({
  sessionId: z.string(),
  /** The hosted frame's address, on the payment provider's own origin. */
  frameUrl: z.url(),
  /** Messages from the frame are trusted only from this origin. */
  frameOrigin: z.string(),
});
export type CardSession = z.infer<typeof cardSessionSchema>;

export const cardDepositBodySchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  amount: positiveAmountSchema,
  /** Issued by the hosted frame: the card number never passes through the app. */
  paymentToken: urlSafeString('paymentToken', 'token'),
  promotionAlias: promotionAliasSchema,
});
export type CardDepositBody = z.infer<typeof cardDepositBodySchema>;

export const depositStatusSchema = z.enum(['pending', 'completed', 'declined', 'expired']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositSchema = z.object({
  depositId: z.string(),
  method: z.enum(['s2s', 'nowpayments']),
  amount: minorUnitsSchema,
  currency: currencyCodeSchema,
  status: depositStatusSchema,
  /** Balance after the deposit when it completed, else the balance now. */
  balance: minorUnitsSchema,
  promotionAlias: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const cryptoDepositBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    amount: positiveAmountSchema,
    coin: cryptoCoinSchema,
    network: z.optional(z.nullable(usdtNetworkSchema)),
    promotionAlias: promotionAliasSchema,
  })
  .check(
    z.refine((b) => (b.coin === 'usdt') === (b.network != null), {
      message: 'network is required for usdt and only for usdt',
      path: ['network'],
    }),
  );
export type CryptoDepositBody = z.infer<typeof cryptoDepositBodySchema>;

export const cryptoDepositSchema = z.extend(depositSchema, {
  coin: cryptoCoinSchema,
  network: z.nullable(usdtNetworkSchema),
  address: z.string(),
  /** XRP only: a deposit without it cannot be matched to the player. */
  destinationTag: z.nullable(z.string()),
  /** Amount of the coin to send, as a decimal string (no float rounding on the wire). */
  cryptoAmount: z.string(),
  /** Units of the player's currency per coin, as a decimal string. */
  rate: z.string(),
});
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;

export const savedCardSchema = z.object({
  id: z.number().check(z.int()),
  brand: cardBrandSchema,
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  expYear: z.number().check(z.int()),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * A withdrawal destination. Bounded before anything else: the address validator's checksums take seconds on a
 * 60,000-character value (docs/product.md#validation); the server checks the format itself.
 */
export const cryptoAddressSchema = z.string({ error: 'address is required' }).check(
  z.trim(),
  z.maxLength(MAX_LENGTH.cryptoAddress, {
    message: tooLongMessage('address', MAX_LENGTH.cryptoAddress),
    abort: true,
  }),
  z.minLength(1, 'address is required'),
);

export const createWithdrawalBodySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    idempotencyKey: idempotencyKeySchema,
    amount: positiveAmountSchema,
    cardId: z.number().check(z.int(), z.positive('cardId is required')),
  }),
  z.object({
    method: z.literal('crypto'),
    idempotencyKey: idempotencyKeySchema,
    amount: positiveAmountSchema,
    coin: cryptoCoinSchema,
    network: z.optional(z.nullable(usdtNetworkSchema)),
    address: cryptoAddressSchema,
    destinationTag: z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(MAX_LENGTH.destinationTag, {
            message: tooLongMessage('destinationTag', MAX_LENGTH.destinationTag),
            abort: true,
          }),
        ),
      ),
    ),
  }),
]);
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBodySchema>;

export const withdrawalLimitsSchema = z.object({
  /** What the player can take out now: the balance less bonus money still under wagering (docs/product.md#bonuses). */
  withdrawable: minorUnitsSchema,
  /** Bonus money held back until its wagering is complete; absent from older servers. */
  bonusBalance: z.optional(minorUnitsSchema),
  minAmount: minorUnitsSchema,
  currency: currencyCodeSchema,
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;
