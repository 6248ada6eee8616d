import type { LateRoutes } from './late-routes';

/**
 * Method, path and access of the calls a page may make from its first render, without a schema: what the web app
 * needs to send a request on its first page, whose validation then loads with the first answer (zod stays off the
 * entry chunk). The calls of parts that load on demand (the Security part of the profile, say) keep their routes in
 * ./late-routes.ts instead, so the first page does not carry them. The contract entry's `endpoints` adds the schemas
 * to both tables; routes.test.ts keeps the three equal.
 */

export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './document-language';
export { encodeGameFilters, nameContains } from './game-filter-encoding';
export { INLINED_ANSWERS_ELEMENT_ID, type InlinedAnswers } from './inlined-answers';
export {
  ACCOUNT_EVENT,
  ACCOUNT_EVENTS_PATH,
  NOTIFICATIONS_PER_PAGE,
  QUICK_DEPOSIT_AMOUNTS,
  RECENT_GAMES_LIMIT,
  VERIFICATION_REQUIRED_CODE,
} from './limits';
export { MAX_LENGTH } from './max-length';
export { PAGE_RENDERER_FILE } from './page-render';
export { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from './reality-check-minutes';
export { formatRecoveryCode, parseSecondFactorCode, type SecondFactorCode } from './second-factor-code';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteDefinition = {
  method: HttpMethod;
  /** Relative to the `/api` base; `:name` marks a path parameter. */
  path: string;
  /** `user` needs a logged-in player. */
  auth: 'none' | 'user';
};

export const routes = {
  login: { method: 'POST', path: '/auth/login', auth: 'none' },
  loginSecondStep: { method: 'POST', path: '/auth/login/two-step', auth: 'none' },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none' },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', auth: 'none' },
  register: { method: 'POST', path: '/auth/register', auth: 'none' },
  forgotPassword: { method: 'POST', path: '/auth/password/forgot', auth: 'none' },
  resetPassword: { method: 'POST', path: '/auth/password/reset', auth: 'none' },
  validateCredential: { method: 'POST', path: '/users/validate/credential', auth: 'none' },
  me: { method: 'GET', path: '/me', auth: 'user' },
  updateProfile: { method: 'PUT', path: '/me/profile', auth: 'user' },
  sendEmailVerification: { method: 'POST', path: '/me/email/verification-notification', auth: 'user' },
  confirmAccount: { method: 'POST', path: '/users/account/confirm', auth: 'none' },
  changePassword: { method: 'POST', path: '/me/password/change', auth: 'user' },
  bets: { method: 'GET', path: '/me/bets', auth: 'user' },
  transactions: { method: 'GET', path: '/me/transactions', auth: 'user' },
  favorites: { method: 'GET', path: '/me/games/favorites', auth: 'user' },
  addFavorite: { method: 'POST', path: '/me/games/favorites', auth: 'user' },
  removeFavorite: { method: 'DELETE', path: '/me/games/favorites/:id', auth: 'user' },
  paymentMethods: { method: 'GET', path: '/me/funds/payments', auth: 'user' },
  currencies: { method: 'GET', path: '/currencies', auth: 'none' },
  languages: { method: 'GET', path: '/languages', auth: 'none' },
  games: { method: 'GET', path: '/games', auth: 'none' },
  gameCategories: { method: 'GET', path: '/games/categories', auth: 'none' },
  gameProviders: { method: 'GET', path: '/games/providers', auth: 'none' },
  gameGroup: { method: 'GET', path: '/games/group/:group', auth: 'none' },
  game: { method: 'GET', path: '/games/:alias', auth: 'none' },
  realGameLink: { method: 'POST', path: '/games/real/link', auth: 'user' },
  demoGameLink: { method: 'POST', path: '/games/demo/link', auth: 'none' },
  promotions: { method: 'GET', path: '/promotions', auth: 'none' },
  activePromotions: { method: 'GET', path: '/promotions/active', auth: 'user' },
  activatePromotion: { method: 'POST', path: '/me/promotions/:alias/activate', auth: 'user' },
  cancelPromotion: { method: 'POST', path: '/me/promotions/histories/:id/cancel', auth: 'user' },
  withdrawals: { method: 'GET', path: '/me/withdrawals', auth: 'user' },
  cancelWithdrawal: { method: 'POST', path: '/me/withdrawals/cancel', auth: 'user' },
  recentGames: { method: 'GET', path: '/me/games/recent', auth: 'user' },
  handOverRecentGames: { method: 'POST', path: '/me/games/recent', auth: 'user' },
  realGameSpin: { method: 'POST', path: '/games/sessions/:token/spin', auth: 'none' },
  demoGameSpin: { method: 'POST', path: '/games/demo/:alias/spin', auth: 'none' },
  tournaments: { method: 'GET', path: '/tournaments', auth: 'none' },
  createWithdrawal: { method: 'POST', path: '/me/withdrawals', auth: 'user' },
  withdrawalLimits: { method: 'GET', path: '/me/funds/withdrawable', auth: 'user' },
  savedCards: { method: 'GET', path: '/me/funds/cards', auth: 'user' },
  cardSession: { method: 'POST', path: '/me/deposits/card/sessions', auth: 'user' },
  cardDeposit: { method: 'POST', path: '/me/deposits/card', auth: 'user' },
  cryptoDeposit: { method: 'POST', path: '/me/deposits/crypto', auth: 'user' },
  cryptoDepositStatus: { method: 'GET', path: '/me/deposits/crypto/:id', auth: 'user' },
  responsibleGaming: { method: 'GET', path: '/me/responsible-gaming', auth: 'user' },
  setGamingLimit: { method: 'PUT', path: '/me/responsible-gaming/limits', auth: 'user' },
  startGamingBlock: { method: 'POST', path: '/me/responsible-gaming/block', auth: 'user' },
  setRealityCheck: { method: 'PUT', path: '/me/responsible-gaming/reality-check', auth: 'user' },
  playSession: { method: 'GET', path: '/me/responsible-gaming/play-session', auth: 'user' },
  site: { method: 'GET', path: '/site', auth: 'none' },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
/** A call of the table above, which every page may make. */
export type FirstPageRouteName = keyof Routes;
/** A call of a part of the site that loads on demand; its route comes with it (./late-routes.ts). */
export type LateRouteName = keyof LateRoutes;
export type RouteName = FirstPageRouteName | LateRouteName;

/** Whether a call's route is in the table every page carries; the others load with `@casino/api-contract/late-routes`. */
export const isFirstPageRoute = (name: RouteName): name is FirstPageRouteName => Object.hasOwn(routes, name);

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<P>, string | number>;

/** Fills `:name` parameters, percent-encoding each value so a value can never add a path segment. */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number>)[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The API lives under this prefix on the site's own origin (docs/product.md#calls). */
export const API_BASE_PATH = '/api';
