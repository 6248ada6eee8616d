/** Query keys of the cashier; money actions invalidate `all` so every cashier list reloads. */
export const queryClientKeys = {
  all: ['cashier'] as const,
  paymentMethods: ['cashier', 'payment-methods'] as const,
  activePromotions: ['promotions', 'active'] as const,
  withdrawalLimits: ['cashier', 'withdrawal-limits'] as const,
  savedCards: ['cashier', 'saved-cards'] as const,
  withdrawals: (page: number) => ['cashier', 'withdrawals', page] as const,
  cryptoDeposit: (id: string) => ['cashier', 'crypto-deposit', id] as const,
};
