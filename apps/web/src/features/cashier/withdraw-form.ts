import {
  type CryptoCoin,
  createWithdrawalBodySchema,
  cryptoCoinSchema,
  type UsdtNetwork,
  usdtNetworkSchema,
} from '@casino/api-contract';
import type { TFunction } from 'i18next';
import { checkAmount } from '@/lib/money/amount-check';
import { amountMessage } from '@/lib/money/amount-message';
import { z } from '@/lib/zod';
import { checkDestinationTag, checkWithdrawalAddress } from './address-validation';

/** Where a withdrawal goes; crypto comes first (most players withdraw to a wallet). */
export const WITHDRAW_TARGETS = ['crypto', 'card'] as const;

const withdrawFormFields = z.object({
  target: z.enum(WITHDRAW_TARGETS),
  amount: z.string(),
  /** The id of a card on file, as the select holds it. */
  cardId: z.string(),
  coin: cryptoCoinSchema,
  /** Read for usdt only: the other coins have one network each. */
  network: usdtNetworkSchema,
  address: z.string(),
  /** Read for XRP only. */
  tag: z.string(),
});
export type WithdrawFormValues = z.input<typeof withdrawFormFields>;

export const WITHDRAW_FORM_DEFAULTS: WithdrawFormValues = {
  target: 'crypto',
  amount: '',
  cardId: '',
  coin: 'usdt',
  network: 'trc20',
  address: '',
  tag: '',
};

/**
 * What a valid form yields: the contract's withdrawal body without its idempotency key, which each attempt adds
 * (money-action.ts), so the server checks the same shape the form promised.
 */
const [toCard, toCrypto] = createWithdrawalBodySchema.def.options;
const withdrawalRequestSchema = z.discriminatedUnion('method', [
  z.object(toCard.shape).omit({ idempotencyKey: true }),
  z.object(toCrypto.shape).omit({ idempotencyKey: true }),
]);
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>;

export type WithdrawFormContext = {
  currency: string;
  /** The smallest withdrawal, in minor units. */
  minAmount: number;
  /** The most the player can take out now, in minor units. */
  withdrawable: number;
  t: TFunction;
  locale: string;
};

/** The coin as the address message names it: `USDT TRC20`, `BTC`, `DOGE`. */
const coinLabel = (coin: CryptoCoin, network: UsdtNetwork | null) =>
  `${coin === 'dogecoin' ? 'DOGE' : coin.toUpperCase()}${network ? ` ${network.toUpperCase()}` : ''}`;

type FieldMessages = Partial<Record<keyof WithdrawFormValues, string>>;

/**
 * The withdrawal rules (docs/product.md#cashier): an amount from the minimum up to the withdrawable balance; a card on file, or an address
 * valid for the coin and network (and for XRP a destination tag). Every broken rule is reported at once.
 */
export const withdrawFormSchema = ({ currency, minAmount, withdrawable, t, locale }: WithdrawFormContext) =>
  withdrawFormFields
    .transform((values, ctx): z.input<typeof withdrawalRequestSchema> => {
      const messages: FieldMessages = {};
      const amount = checkAmount(values.amount, currency, { min: minAmount, balance: withdrawable });
      messages.amount = amountMessage(t, amount, currency, locale);
      const network = values.coin === 'usdt' ? values.network : null;
      if (values.target === 'card') {
        if (!values.cardId) messages.cardId = t('cashier.withdraw.cardRequired');
      } else {
        const address = checkWithdrawalAddress(values.coin, network, values.address);
        if (!address.ok) {
          messages.address =
            address.error === 'required'
              ? t('cashier.withdraw.addressRequired')
              : `${t('cashier.withdraw.addressInvalid', { coin: coinLabel(values.coin, network) })}. ${t(`cashier.withdraw.addressInvalidHelp.${address.format}`)}`;
        }
        const tag = checkDestinationTag(values.coin, values.tag);
        if (!tag.ok) {
          messages.tag = t(tag.error === 'required' ? 'cashier.withdraw.tagRequired' : 'cashier.withdraw.tagInvalid');
        }
      }
      const failed = Object.entries(messages).filter((entry): entry is [string, string] => entry[1] !== undefined);
      for (const [field, message] of failed) {
        ctx.issues.push({ code: 'custom', path: [field], message, input: values });
      }
      if (failed.length > 0 || !amount.ok) return z.NEVER;
      return values.target === 'card'
        ? { method: 'card', amount: amount.minorUnits, cardId: Number(values.cardId) }
        : {
            method: 'crypto',
            amount: amount.minorUnits,
            coin: values.coin,
            network,
            address: values.address.trim(),
            destinationTag: values.coin === 'xrp' ? values.tag.trim() : null,
          };
    })
    .pipe(withdrawalRequestSchema);
