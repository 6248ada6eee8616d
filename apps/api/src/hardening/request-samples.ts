import { randomUUID } from 'node:crypto';
import type { EndpointName } from '@casino/api-contract';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { VALID_PROFILE, validSignUp } from '../testing/sign-up-fixtures';

/**
 * One valid request part per endpoint that reads strings, so the corpus can change a single field and know that
 * the refusal is that field's. Functions, so every money action gets its own idempotency key (a reused key would be
 * answered 422 whatever the field holds). Several samples cover the options of a union (card or crypto).
 */
type Samples = Partial<Record<EndpointName, (() => Record<string, unknown>)[]>>;

const key = () => `hardening-${randomUUID()}`;
const TOKEN = 'A'.repeat(43);

export const BODY_SAMPLES: Samples = {
  login: [() => ({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })],
  loginSecondStep: [() => ({ challenge: TOKEN, code: '123456' }), () => ({ challenge: TOKEN, code: 'abcde-fghjk' })],
  enableTwoStep: [() => ({ code: '123456' })],
  disableTwoStep: [() => ({ password: DEMO_PLAYER.password, code: '123456' })],
  register: [() => validSignUp(randomUUID().slice(0, 8))],
  forgotPassword: [() => ({ email: DEMO_PLAYER.email })],
  resetPassword: [() => ({ token: TOKEN, password: 'Changed123!' })],
  validateCredential: [() => ({ type: 'email', value: 'free@casino.test' }), () => ({ type: 'login', value: 'free' })],
  updateProfile: [() => ({ ...VALID_PROFILE, lang: 'en' })],
  confirmAccount: [() => ({ token: TOKEN })],
  changePassword: [() => ({ currentPassword: DEMO_PLAYER.password, newPassword: 'Changed123!' })],
  realGameLink: [() => ({ alias: 'book-of-ra', ip: '203.0.113.9' })],
  demoGameLink: [() => ({ alias: 'book-of-ra', ip: '203.0.113.9' })],
  cancelWithdrawal: [() => ({ transactionId: 'wd_000000000000000000000000', idempotencyKey: key() })],
  createWithdrawal: [
    () => ({ method: 'card', idempotencyKey: key(), amount: 1_000, cardId: 1 }),
    () => ({
      method: 'crypto',
      idempotencyKey: key(),
      amount: 1_000,
      coin: 'xrp',
      network: null,
      address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
      destinationTag: '12345',
    }),
  ],
  cardDeposit: [
    () => ({ idempotencyKey: key(), amount: 2_000, paymentToken: 'tok_x', promotionAlias: 'welcome-bonus' }),
  ],
  cryptoDeposit: [
    () => ({ idempotencyKey: key(), amount: 2_000, coin: 'usdt', network: 'trc20', promotionAlias: 'welcome-bonus' }),
  ],
  setGamingLimit: [() => ({ kind: 'deposit', period: 'daily', amount: 10_000 })],
  startGamingBlock: [() => ({ kind: 'cool-off', duration: '24h' })],
};

export const QUERY_SAMPLES: Samples = {
  playSession: [() => ({ since: '2026-11-20T11:00:00.000Z' })],
};

export const PARAM_SAMPLES: Samples = {
  removeFavorite: [() => ({ id: '1' })],
  signOutDevice: [() => ({ id: '1' })],
  markNotificationRead: [() => ({ id: '1' })],
  verificationDocumentFile: [() => ({ id: '1' })],
  gameGroup: [() => ({ group: 'popular' })],
  game: [() => ({ alias: 'book-of-ra' })],
  activatePromotion: [() => ({ alias: 'welcome-bonus' })],
  cancelPromotion: [() => ({ id: '1' })],
  realGameSpin: [() => ({ token: TOKEN })],
  demoGameSpin: [() => ({ alias: 'book-of-ra' })],
  cryptoDepositStatus: [() => ({ id: 'dep_000000000000000000000000' })],
};

/** Bodies of endpoints whose body holds no string, sent while a path parameter is under test. */
export const PLAIN_BODIES: Partial<Record<EndpointName, Record<string, unknown>>> = {
  realGameSpin: { stake: 10 },
  demoGameSpin: { stake: 10, balance: 1_000 },
};
