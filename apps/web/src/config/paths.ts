/** Every path of the site (docs/product.md#routes) and the helpers that build links to them. */

export const SIDE_MENU_CATEGORIES = [
  'slots',
  'blackjack',
  'roulette',
  'baccarat',
  'live',
  'crash',
  'dice',
  'video-poker',
] as const;

/** Linked from the footer besides the side-menu categories (docs/product.md#footer). */
export const FOOTER_CATEGORIES = ['live-dealers', 'table'] as const;

export const INFO_PAGES = [
  'vip-club',
  'tournaments',
  'weekly-cashback',
  'deposit-methods',
  'withdrawal-methods',
  'refund-policy',
  'payment-security',
  'aml-policy',
  'terms-and-conditions',
  'privacy-policy',
  'bonus-terms',
  'about',
  'help-desk',
  'responsible-gaming',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];
export const isInfoPage = (value: string): value is InfoPage => (INFO_PAGES as readonly string[]).includes(value);

export const paths = {
  home: '/',
  promotions: '/user/promotions',
  profile: '/user/profile',
  bets: '/user/bets',
  transactions: '/user/transactions',
  responsibleGaming: '/user/responsible-gaming',
  notifications: '/user/notifications',
  /** Identity verification: the documents a licensed operator must check before it pays a player. */
  verification: '/user/verification',
  vipClub: '/vip-club',
  tournaments: '/tournaments',
  categories: '/categories',
  category: (alias: string) => `/categories/${encodeURIComponent(alias)}`,
  providers: '/providers',
  favorites: '/favorites',
  recent: '/recent',
  support: '/support',
  game: (alias: string) => `/games/${encodeURIComponent(alias)}`,
  info: (lang: string, page: InfoPage) => `/${encodeURIComponent(lang)}/${page}`,
  resetPassword: '/reset-password',
  /** The emailed account confirmation link (apps/api ACCOUNT_CONFIRM_PAGE). */
  confirmAccount: '/account/confirm',
} as const;

/** Query parameters the access rules use (docs/product.md#access-rules). */
export const LOGIN_QUERY_PARAM = 'login';
export const REDIRECT_QUERY_PARAM = 'redirect';
