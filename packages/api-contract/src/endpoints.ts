import {
  accountConfirmBodySchema,
  changePasswordBodySchema,
  credentialAvailabilitySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  validateCredentialBodySchema,
} from './auth';
import {
  cardDepositBodySchema,
  cardSessionSchema,
  createWithdrawalBodySchema,
  cryptoDepositBodySchema,
  cryptoDepositSchema,
  depositSchema,
  savedCardSchema,
  withdrawalLimitsSchema,
} from './entities/cashier';
import { demoSpinBodySchema, realSpinBodySchema, spinResultSchema } from './entities/demo-game';
import { cancelWithdrawalBodySchema, paymentMethodSchema, withdrawalSchema } from './entities/funds';
import {
  categorySchema,
  favoriteBodySchema,
  gameLaunchBodySchema,
  gameLaunchSchema,
  gameSchema,
  providerSchema,
  recentGamesHandoverBodySchema,
} from './entities/games';
import { betSchema, transactionSchema } from './entities/history';
import { currencySchema, languageSchema } from './entities/money';
import { activePromotionSchema, promotionSchema } from './entities/promotions';
import {
  playSessionQuerySchema,
  playSessionSummarySchema,
  responsibleGamingSchema,
  setGamingLimitBodySchema,
  setRealityCheckBodySchema,
  startGamingBlockBodySchema,
} from './entities/responsible-gaming';
import { tournamentSchema } from './entities/tournaments';
import { userSchema } from './entities/user';
import { pagedSchema } from './envelope';
import { siteSettingsSchema } from './jurisdiction';
import { updateProfileBodySchema } from './profile-update';
import {
  gameGroupQuerySchema,
  gamesQuerySchema,
  meQuerySchema,
  pageQuerySchema,
  transactionsQuerySchema,
  withdrawalsQuerySchema,
} from './queries';
import type { RouteDefinition } from './routes';
import { urlSafeString } from './text-fields';
import { z } from './zod';

export { API_BASE_PATH, buildPath, type HttpMethod, type PathParams } from './routes';

/** A route of ./routes with the schemas of what it takes and answers. */
export type EndpointDefinition = RouteDefinition & {
  query?: z.ZodType;
  /** The `:name` parameters the API reads, each bounded like any other string of a request. */
  params?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` inside the success envelope. */
  response: z.ZodType;
};

const nothing = z.null();

/** A database id in a path: digits only, so an over-long value never reaches `Number()` or a query. */
const idParam = (name: string) =>
  z
    .string()
    .max(16, { message: `${name} must be a positive whole number`, abort: true })
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id >= 1, `${name} must be a positive whole number`);
const aliasParams = z.object({ alias: urlSafeString('alias', 'alias') });
const idParams = z.object({ id: idParam('id') });

/** Every call of spec §7, the one table both the web app and the reference API read. */
export const endpoints = {
  login: { method: 'POST', path: '/auth/login', auth: 'none', body: loginBodySchema, response: userSchema },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none', response: nothing },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', auth: 'none', response: nothing },
  register: { method: 'POST', path: '/auth/register', auth: 'none', body: registerBodySchema, response: userSchema },
  forgotPassword: {
    method: 'POST',
    path: '/auth/password/forgot',
    auth: 'none',
    body: forgotPasswordBodySchema,
    response: nothing,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    auth: 'none',
    body: resetPasswordBodySchema,
    response: nothing,
  },
  validateCredential: {
    method: 'POST',
    path: '/users/validate/credential',
    auth: 'none',
    body: validateCredentialBodySchema,
    response: credentialAvailabilitySchema,
  },
  me: { method: 'GET', path: '/me', auth: 'user', query: meQuerySchema, response: userSchema },
  updateProfile: {
    method: 'PUT',
    path: '/me/profile',
    auth: 'user',
    body: updateProfileBodySchema,
    response: userSchema,
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/me/email/verification-notification',
    auth: 'user',
    response: nothing,
  },
  confirmAccount: {
    method: 'POST',
    path: '/users/account/confirm',
    auth: 'none',
    body: accountConfirmBodySchema,
    response: nothing,
  },
  changePassword: {
    method: 'POST',
    path: '/me/password/change',
    auth: 'user',
    body: changePasswordBodySchema,
    response: nothing,
  },
  bets: { method: 'GET', path: '/me/bets', auth: 'user', query: pageQuerySchema, response: pagedSchema(betSchema) },
  transactions: {
    method: 'GET',
    path: '/me/transactions',
    auth: 'user',
    query: transactionsQuerySchema,
    response: pagedSchema(transactionSchema),
  },
  favorites: { method: 'GET', path: '/me/games/favorites', auth: 'user', response: z.array(gameSchema) },
  addFavorite: {
    method: 'POST',
    path: '/me/games/favorites',
    auth: 'user',
    body: favoriteBodySchema,
    response: nothing,
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/me/games/favorites/:id',
    auth: 'user',
    params: idParams,
    response: nothing,
  },
  paymentMethods: { method: 'GET', path: '/me/funds/payments', auth: 'user', response: z.array(paymentMethodSchema) },
  currencies: { method: 'GET', path: '/currencies', auth: 'none', response: z.array(currencySchema) },
  languages: { method: 'GET', path: '/languages', auth: 'none', response: z.array(languageSchema) },
  games: { method: 'GET', path: '/games', auth: 'none', query: gamesQuerySchema, response: pagedSchema(gameSchema) },
  gameCategories: { method: 'GET', path: '/games/categories', auth: 'none', response: z.array(categorySchema) },
  gameProviders: { method: 'GET', path: '/games/providers', auth: 'none', response: z.array(providerSchema) },
  gameGroup: {
    method: 'GET',
    path: '/games/group/:group',
    auth: 'none',
    params: z.object({ group: urlSafeString('group', 'alias') }),
    query: gameGroupQuerySchema,
    response: z.array(gameSchema),
  },
  game: { method: 'GET', path: '/games/:alias', auth: 'none', params: aliasParams, response: gameSchema },
  realGameLink: {
    method: 'POST',
    path: '/games/real/link',
    auth: 'user',
    body: gameLaunchBodySchema,
    response: gameLaunchSchema,
  },
  demoGameLink: {
    method: 'POST',
    path: '/games/demo/link',
    auth: 'none',
    body: gameLaunchBodySchema,
    response: gameLaunchSchema,
  },
  promotions: { method: 'GET', path: '/promotions', auth: 'none', response: z.array(promotionSchema) },
  activePromotions: {
    method: 'GET',
    path: '/promotions/active',
    auth: 'user',
    response: z.array(activePromotionSchema),
  },
  activatePromotion: {
    method: 'POST',
    path: '/me/promotions/:alias/activate',
    auth: 'user',
    params: aliasParams,
    response: activePromotionSchema,
  },
  cancelPromotion: {
    method: 'POST',
    path: '/me/promotions/histories/:id/cancel',
    auth: 'user',
    params: idParams,
    response: nothing,
  },
  withdrawals: {
    method: 'GET',
    path: '/me/withdrawals',
    auth: 'user',
    query: withdrawalsQuerySchema,
    response: pagedSchema(withdrawalSchema),
  },
  cancelWithdrawal: {
    method: 'POST',
    path: '/me/withdrawals/cancel',
    auth: 'user',
    body: cancelWithdrawalBodySchema,
    response: withdrawalSchema,
  },
  recentGames: { method: 'GET', path: '/me/games/recent', auth: 'user', response: z.array(gameSchema) },
  /** Merges the games a visitor played in this browser into the account's list; answers the merged list. */
  handOverRecentGames: {
    method: 'POST',
    path: '/me/games/recent',
    auth: 'user',
    body: recentGamesHandoverBodySchema,
    response: z.array(gameSchema),
  },
  realGameSpin: {
    method: 'POST',
    path: '/games/sessions/:token/spin',
    auth: 'none',
    params: z.object({ token: urlSafeString('token', 'token') }),
    body: realSpinBodySchema,
    response: spinResultSchema,
  },
  demoGameSpin: {
    method: 'POST',
    path: '/games/demo/:alias/spin',
    auth: 'none',
    params: aliasParams,
    body: demoSpinBodySchema,
    response: spinResultSchema,
  },
  tournaments: { method: 'GET', path: '/tournaments', auth: 'none', response: z.array(tournamentSchema) },
  createWithdrawal: {
    method: 'POST',
    path: '/me/withdrawals',
    auth: 'user',
    body: createWithdrawalBodySchema,
    response: withdrawalSchema,
  },
  withdrawalLimits: { method: 'GET', path: '/me/funds/withdrawable', auth: 'user', response: withdrawalLimitsSchema },
  savedCards: { method: 'GET', path: '/me/funds/cards', auth: 'user', response: z.array(savedCardSchema) },
  cardSession: { method: 'POST', path: '/me/deposits/card/sessions', auth: 'user', response: cardSessionSchema },
  cardDeposit: {
    method: 'POST',
    path: '/me/deposits/card',
    auth: 'user',
    body: cardDepositBodySchema,
    response: depositSchema,
  },
  cryptoDeposit: {
    method: 'POST',
    path: '/me/deposits/crypto',
    auth: 'user',
    body: cryptoDepositBodySchema,
    response: cryptoDepositSchema,
  },
  cryptoDepositStatus: {
    method: 'GET',
    path: '/me/deposits/crypto/:id',
    auth: 'user',
    params: z.object({ id: urlSafeString('id', 'publicId') }),
    response: cryptoDepositSchema,
  },
  responsibleGaming: { method: 'GET', path: '/me/responsible-gaming', auth: 'user', response: responsibleGamingSchema },
  setGamingLimit: {
    method: 'PUT',
    path: '/me/responsible-gaming/limits',
    auth: 'user',
    body: setGamingLimitBodySchema,
    response: responsibleGamingSchema,
  },
  startGamingBlock: {
    method: 'POST',
    path: '/me/responsible-gaming/block',
    auth: 'user',
    body: startGamingBlockBodySchema,
    response: responsibleGamingSchema,
  },
  setRealityCheck: {
    method: 'PUT',
    path: '/me/responsible-gaming/reality-check',
    auth: 'user',
    body: setRealityCheckBodySchema,
    response: responsibleGamingSchema,
  },
  playSession: {
    method: 'GET',
    path: '/me/responsible-gaming/play-session',
    auth: 'user',
    query: playSessionQuerySchema,
    response: playSessionSummarySchema,
  },
  site: { method: 'GET', path: '/site', auth: 'none', response: siteSettingsSchema },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;
