import type { PaymentMethod } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { type DepositFormValues, depositFormDefaults, depositFormSchema } from './deposit-form';

const methods: PaymentMethod[] = [
  { id: 's2s', name: 'Card', active: true, minAmount: 2_000, maxAmount: 500_000 },
  { id: 'nowpayments', name: 'Crypto', active: true, minAmount: 2_000, maxAmount: 1_000_000 },
  { id: 'changelly', name: 'Changelly', active: true, minAmount: 5_000, maxAmount: 1_000_000 },
  { id: 'paypal', name: 'PayPal', active: false, minAmount: 1_000, maxAmount: 250_000 },
];
const card = { token: 'tok_1', brand: 'visa' as const, last4: '4242' };
const schema = depositFormSchema({ methods, currency: 'USD', t: createI18n().t, locale: 'en-US' });

/** The form's answer: the request it yields, or each field's message. */
function read(values: Partial<DepositFormValues>) {
  const result = schema.safeParse({ ...depositFormDefaults(methods), ...values });
  if (result.success) return { request: result.data };
  return { errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])) };
}

describe('depositFormDefaults', () => {
  it.each<[string, PaymentMethod[], string]>([
    ['the card first', methods, 's2s'],
    ['crypto when cards are off', methods.map((m) => (m.id === 's2s' ? { ...m, active: false } : m)), 'nowpayments'],
    ['an active method the cashier does not take itself, when it is the only one', methods.slice(2), 'changelly'],
  ])('chooses %s', (_, list, expected) => {
    expect(depositFormDefaults(list).method).toBe(expected);
  });
});

describe('the deposit form', () => {
  it.each<[string, Partial<DepositFormValues>, ReturnType<typeof read>]>([
    [
      'a card deposit with nothing done',
      {},
      {
        errors: {
          amount: 'Enter an amount',
          card: 'Enter your card in the form above and press "Use this card" first.',
        },
      },
    ],
    [
      'under the card minimum, without a card',
      { amount: '10' },
      {
        errors: {
          amount: 'The minimum is $20.00',
          card: 'Enter your card in the form above and press "Use this card" first.',
        },
      },
    ],
    ['over the card maximum', { amount: '5000.01', card }, { errors: { amount: 'The maximum is $5,000.00' } }],
    [
      'a card deposit of 50 with a promotion',
      { amount: '50', card, promotion: 'welcome-bonus' },
      { request: { method: 's2s', body: { amount: 5_000, paymentToken: 'tok_1', promotionAlias: 'welcome-bonus' } } },
    ],
    [
      'crypto in usdt on BSC, without promotion',
      { method: 'nowpayments', amount: '10000', network: 'bsc' },
      {
        request: {
          method: 'nowpayments',
          body: { amount: 1_000_000, coin: 'usdt', network: 'bsc', promotionAlias: null },
        },
      },
    ],
    [
      'crypto in XRP: no network',
      { method: 'nowpayments', amount: '50', coin: 'xrp', network: 'bsc' },
      { request: { method: 'nowpayments', body: { amount: 5_000, coin: 'xrp', network: null, promotionAlias: null } } },
    ],
    [
      'crypto over its maximum',
      { method: 'nowpayments', amount: '10000.01' },
      { errors: { amount: 'The maximum is $10,000.00' } },
    ],
    ['a method that opens elsewhere', { method: 'changelly', amount: '50' }, { errors: { method: 'Unavailable' } }],
    ['an inactive method', { method: 'paypal', amount: '50' }, { errors: { method: 'Unavailable' } }],
  ])('%s', (_, values, expected) => {
    expect(read(values)).toEqual(expected);
  });
});
