/**
 * Every query key of the promotions, built only here; the cashier's bonus picker reads the active ones through the
 * promotions entry, so an activation or a deposit invalidates one key.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  active: () => [...promotionKeys.all, 'active'] as const,
};
