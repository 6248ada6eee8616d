import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { WITHDRAW_FORM_DEFAULTS, type WithdrawFormValues, withdrawFormSchema } from './withdraw-form';

const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const XRP = 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh';

const schema = withdrawFormSchema({
  currency: 'USD',
  minAmount: 1_000,
  withdrawable: 8_000,
  t: createI18n().t,
  locale: 'en-US',
});

/** The form's answer: the request it yields, or each field's message. */
function read(values: Partial<WithdrawFormValues>) {
  const result = schema.safeParse({ ...WITHDRAW_FORM_DEFAULTS, ...values });
  if (result.success) return { request: result.data };
  return { errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])) };
}

describe('the withdrawal form', () => {
  it.each<[string, Partial<WithdrawFormValues>, ReturnType<typeof read>]>([
    ['nothing typed', {}, { errors: { amount: 'Enter an amount', address: 'Enter the wallet address' } }],
    [
      'a TRC20 address and 30',
      { amount: '30', address: ` ${TRC20} ` },
      {
        request: {
          method: 'crypto',
          amount: 3_000,
          coin: 'usdt',
          network: 'trc20',
          address: TRC20,
          destinationTag: null,
        },
      },
    ],
    [
      'an ERC20 address on TRC20, over the balance',
      { amount: '81', address: ERC20 },
      {
        errors: {
          amount: 'The amount is more than your withdrawable balance of $80.00',
          address: 'This is not a valid USDT TRC20 address. A TRC20 address starts with T and has 34 characters.',
        },
      },
    ],
    [
      'under the minimum',
      { amount: '5', coin: 'usdt', network: 'erc20', address: ERC20 },
      { errors: { amount: 'The minimum is $10.00' } },
    ],
    [
      'the whole balance in ETH',
      { amount: '80', coin: 'eth', network: 'erc20', address: ERC20 },
      {
        request: { method: 'crypto', amount: 8_000, coin: 'eth', network: null, address: ERC20, destinationTag: null },
      },
    ],
    [
      'XRP without a tag',
      { amount: '20', coin: 'xrp', address: XRP },
      { errors: { tag: 'Enter the destination tag of the receiving wallet' } },
    ],
    [
      'XRP with a tag too large',
      { amount: '20', coin: 'xrp', address: XRP, tag: '99999999999' },
      { errors: { tag: 'A destination tag is a whole number up to 4294967295' } },
    ],
    [
      'XRP with a tag',
      { amount: '20', coin: 'xrp', address: XRP, tag: ' 123456 ' },
      {
        request: {
          method: 'crypto',
          amount: 2_000,
          coin: 'xrp',
          network: null,
          address: XRP,
          destinationTag: '123456',
        },
      },
    ],
    [
      'a card target without a card, with an address left from before',
      { target: 'card', amount: '30', address: 'nonsense' },
      { errors: { cardId: 'Choose a card' } },
    ],
    [
      'a card on file',
      { target: 'card', amount: '30', cardId: '5' },
      { request: { method: 'card', amount: 3_000, cardId: 5 } },
    ],
    [
      'an amount with three decimals',
      { target: 'card', amount: '30.001', cardId: '5' },
      { errors: { amount: 'Enter a valid amount' } },
    ],
  ])('%s', (_, values, expected) => {
    expect(read(values)).toEqual(expected);
  });
});
