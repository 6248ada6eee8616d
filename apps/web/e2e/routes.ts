/** Every route of the site a visitor can open (docs/product.md#routes), with the data its pages need from the seeded catalogue. */
export const PUBLIC_ROUTES = [
  '/',
  '/vip-club',
  '/tournaments',
  '/categories',
  '/categories/slots',
  '/categories/live-dealers',
  '/providers',
  '/providers?provider=NetEnt',
  '/games/phantom-riches',
  '/favorites',
  '/recent',
  '/support',
  '/en/terms-and-conditions',
  '/en/responsible-gaming',
  '/de/responsible-gaming',
  '/en/help-desk',
  '/de/privacy-policy',
  '/fr/about',
  '/reset-password?token=example',
  '/account/confirm?token=example',
  '/no-such-page',
];

/** The player's own pages (`/user/*`, docs/product.md#access-rules), besides the cashier. */
export const ACCOUNT_ROUTES = [
  '/user/promotions',
  '/user/bets',
  '/user/transactions',
  '/user/profile',
  '/user/responsible-gaming',
  '/user/verification',
  '/user/notifications',
];

export const PLAYER_ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES];

export const CASHIER_ROUTES = ['/user/cashier/deposit', '/user/cashier/withdraw', '/user/cashier/pending'];
