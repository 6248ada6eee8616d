import type { Transaction } from '@casino/api-contract';

/** Credits read green, debits red; a movement that never happened (cancelled, failed) is muted whatever its sign. */
export function amountTone({
  amount,
  status,
}: Pick<Transaction, 'amount' | 'status'>): 'positive' | 'negative' | 'muted' {
  if (status === 'cancelled' || status === 'failed') return 'muted';
  return amount >= 0 ? 'positive' : 'negative';
}
