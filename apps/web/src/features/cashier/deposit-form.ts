import {
  cardDepositBodySchema,
  cryptoCoinSchema,
  cryptoDepositBodySchema,
  type PaymentMethod,
  usdtNetworkSchema,
} from '@casino/api-contract';
import type { TFunction } from 'i18next';
import { checkAmount } from '@/lib/money/amount-check';
import { amountMessage } from '@/lib/money/amount-message';
import { z } from '@/lib/zod';
import type { CardToken } from './components/card-frame';

/** Methods this cashier takes deposits with itself; changelly is offered but opens elsewhere. */
export const IN_CASHIER: ReadonlySet<string> = new Set(['s2s', 'nowpayments']);

const depositFormFields = z.object({
  /** The id of the chosen payment method. */
  method: z.string(),
  amount: z.string(),
  /** docs/product.md#entities: null is "no promotion". */
  promotion: z.string().nullable(),
  /** What the hosted card frame handed over (s2s): null until the player pressed "Use this card". */
  card: z.custom<CardToken>().nullable(),
  coin: cryptoCoinSchema,
  /** Read for usdt only: the other coins have one network each. */
  network: usdtNetworkSchema,
});
export type DepositFormValues = z.input<typeof depositFormFields>;

/** The first method the cashier takes itself, else the first active one (both `PaymentMethod.id`s). */
export const depositFormDefaults = (methods: PaymentMethod[]): DepositFormValues => ({
  method: (methods.find((m) => m.active && IN_CASHIER.has(m.id)) ?? methods.find((m) => m.active))?.id ?? 's2s',
  amount: '',
  promotion: null,
  card: null,
  coin: 'usdt',
  network: 'trc20',
});

/**
 * What a valid form yields: the contract's card or crypto deposit body without its idempotency key, which each
 * attempt adds (money-action.ts). The crypto body's rule "a network for usdt and only for usdt" is the contract's
 * refinement, which cannot travel with `omit`; the form keeps it by construction below.
 */
const depositRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('s2s'), body: z.object(cardDepositBodySchema.shape).omit({ idempotencyKey: true }) }),
  z.object({
    method: z.literal('nowpayments'),
    body: z.object(cryptoDepositBodySchema.shape).omit({ idempotencyKey: true }),
  }),
]);
export type DepositRequest = z.output<typeof depositRequestSchema>;

export type DepositFormContext = { methods: PaymentMethod[]; currency: string; t: TFunction; locale: string };

/**
 * The deposit rules (docs/product.md#cashier): an amount within the chosen method's limits, and for a card deposit a card confirmed in the
 * provider's frame first. Every broken rule is reported at once.
 */
export const depositFormSchema = ({ methods, currency, t, locale }: DepositFormContext) =>
  depositFormFields
    .transform((values, ctx): z.input<typeof depositRequestSchema> => {
      const method = methods.find((m) => m.id === values.method && m.active && IN_CASHIER.has(m.id));
      if (!method) {
        // Not reachable from the form, which offers no submit for a method it does not take itself.
        ctx.issues.push({ code: 'custom', path: ['method'], message: t('cashier.deposit.unavailable'), input: values });
        return z.NEVER;
      }
      const amount = checkAmount(values.amount, currency, { min: method.minAmount, max: method.maxAmount });
      const amountError = amountMessage(t, amount, currency, locale);
      if (amountError) ctx.issues.push({ code: 'custom', path: ['amount'], message: amountError, input: values });
      const needsCard = method.id === 's2s' && !values.card;
      if (needsCard) {
        ctx.issues.push({ code: 'custom', path: ['card'], message: t('cashier.card.needCard'), input: values });
      }
      if (!amount.ok || needsCard) return z.NEVER;
      if (method.id === 's2s' && values.card) {
        return {
          method: 's2s',
          body: { amount: amount.minorUnits, paymentToken: values.card.token, promotionAlias: values.promotion },
        };
      }
      return {
        method: 'nowpayments',
        body: {
          amount: amount.minorUnits,
          coin: values.coin,
          network: values.coin === 'usdt' ? values.network : null,
          promotionAlias: values.promotion,
        },
      };
    })
    .pipe(depositRequestSchema);
