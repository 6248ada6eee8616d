import type { BetsView, TransactionsView } from '../history-query';

/** Every query key of the history, built only here. */
export const historyKeys = {
  all: ['history'] as const,
  bets: ({ page }: BetsView) => [...historyKeys.all, 'bets', { page }] as const,
  transactions: ({ page, type, period }: TransactionsView) =>
    [...historyKeys.all, 'transactions', { page, type, period }] as const,
};
