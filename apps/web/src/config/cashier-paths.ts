import { breakpoints } from '@casino/ui';

/** The cashier's deep links (under /user, one address per section). */
export const CASHIER_TABS = ['deposit', 'withdraw', 'pending'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];

export const isCashierTab = (value: string | undefined): value is CashierTab =>
  (CASHIER_TABS as readonly (string | undefined)[]).includes(value);

export const cashierPaths = {
  root: '/user/cashier',
  tab: (tab: CashierTab) => `/user/cashier/${tab}`,
  pendingPage: (page: number) => (page > 1 ? `/user/cashier/pending?page=${page}` : '/user/cashier/pending'),
} as const;

/** Where the cashier is a dialog over the page the player came from; on narrower screens it is a page (docs/product.md#cashier). */
export const CASHIER_DIALOG_MEDIA = `(min-width: ${breakpoints.tablet}px)`;
