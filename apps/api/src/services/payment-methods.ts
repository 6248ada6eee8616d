import type { PaymentMethod } from '@casino/api-contract';

/** docs/product.md#entities: s2s (Card), nowpayments (Crypto) and changelly are active; the rest are listed as unavailable. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 's2s', name: 'Card', active: true, minAmount: 2_000, maxAmount: 500_000 },
  { id: 'nowpayments', name: 'Crypto', active: true, minAmount: 2_000, maxAmount: 1_000_000 },
  { id: 'changelly', name: 'Changelly', active: true, minAmount: 5_000, maxAmount: 1_000_000 },
  { id: 'cards', name: 'Cards', active: false, minAmount: 2_000, maxAmount: 500_000 },
  { id: 'paypal', name: 'PayPal', active: false, minAmount: 1_000, maxAmount: 250_000 },
  { id: 'zelle', name: 'Zelle', active: false, minAmount: 1_000, maxAmount: 250_000 },
  { id: 'interac', name: 'Interac', active: false, minAmount: 1_000, maxAmount: 250_000 },
];
