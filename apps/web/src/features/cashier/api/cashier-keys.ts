/**
 * Query keys of the cashier. Every key starts with `all`, so a money action invalidates `all` and every cashier
 * list reloads. The deposit's promotion list is the promotions feature's (`activePromotionsQuery`), not one of these.
 */
export const cashierKeys = {
  all: ['cashier'] as const,
  paymentMethods: () => [...cashierKeys.all, 'payment-methods'] as const,
  withdrawalLimits: () => [...cashierKeys.all, 'withdrawal-limits'] as const,
  savedCards: () => [...cashierKeys.all, 'saved-cards'] as const,
  withdrawals: (page: number) => [...cashierKeys.all, 'withdrawals', page] as const,
  cryptoDeposit: (id: string) => [...cashierKeys.all, 'crypto-deposit', id] as const,
};
