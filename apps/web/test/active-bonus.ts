/**
 * An active deposit-match promotion as `GET /promotions/active` answers it (docs/product.md#bonuses): a $20.00 bonus of which
 * $15.00 is left, 35× wagering, `wagered` of the $700.00 required so far.
 */
export const activeWelcomeBonus = (wagered: number) => ({
  id: 1,
  alias: 'welcome-bonus',
  title: 'Welcome Bonus 100% up to $500',
  description: '',
  image: null,
  bonusPercent: 100,
  maxBonus: 50_000,
  wagering: 35,
  validUntil: null,
  historyId: 7,
  activatedAt: '2026-11-20T10:00:00.000Z',
  status: 'active',
  bonus: {
    granted: 2_000,
    balance: 1_500,
    wagering: { required: 70_000, wagered, progress: Math.round((wagered / 70_000) * 100) },
  },
});
