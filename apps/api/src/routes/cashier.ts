import { randomBytes, randomUUID } from 'node:crypto';
import { type CryptoCoin, endpoints, type UsdtNetwork } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  cashBalance,
  currentActiveBonus,
  depositPromotionRefusal,
  type PlayerFunds,
  playerFunds,
} from '../db/queries/bonuses';
import {
  completePendingDeposit,
  creditDeposit,
  findCardSession,
  findCardToken,
  findDeposit,
  findSavedCard,
  insertCardSession,
  insertDeposit,
  listSavedCards,
  reserveWithdrawal,
  saveCard,
  toCryptoDeposit,
  toDeposit,
  useCardToken,
  userBalance,
} from '../db/queries/cashier';
import { promotionExists } from '../db/queries/promotions';
import { findWithdrawal } from '../db/queries/withdrawals';
import { type Db, transaction } from '../db/sql';
import { okFor, okForStored } from '../http/contract-answer';
import { ok } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { requireUser } from '../http/require-user';
import { readBody, readParams } from '../http/validation';
import { isValidCryptoAddress, isValidDestinationTag } from '../services/cashier/address-rules';
import { cryptoAmountFor, depositAddress, rateFor } from '../services/cashier/crypto-simulator';
import { idempotent } from '../services/cashier/idempotency';
import { majorUnits as major } from '../services/money-text';
import { PAYMENT_METHODS } from '../services/payment-methods';
import { assertDepositWithinLimits, assertNotBlocked } from '../services/responsible-gaming/rules';
import { refuseUnverified } from '../services/verification/require-verified';

/** Smallest withdrawal, minor units. */
export const MIN_WITHDRAWAL = 1_000;
/** A card token from the hosted frame is good for one deposit within this time. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;
const CARD_BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard' } as const;

const method = (id: 's2s' | 'nowpayments') => {
  const found = PAYMENT_METHODS.find((m) => m.id === id);
  if (!found?.active) throw badRequest('This payment method is not available');
  return found;
};

function checkAmount(id: 's2s' | 'nowpayments', amount: number) {
  const { minAmount, maxAmount } = method(id);
  if (amount < minAmount) throw badRequest(`amount must be at least ${minAmount} minor units`);
  if (amount > maxAmount) throw badRequest(`amount must be at most ${maxAmount} minor units`);
}

/** A deposit naming a promotion must be able to pay its bonus, or it is refused before any money moves. */
async function checkPromotion(db: Db, userId: number, alias: string | null | undefined, amount: number, now: number) {
  if (alias == null) return null;
  if (!(await promotionExists(db, alias))) throw badRequest('Unknown promotion');
  // An expired bonus no longer stands in the way of a new one ("You already have an active bonus").
  await currentActiveBonus(db, userId, now);
  const refusal = await depositPromotionRefusal(db, userId, alias, amount, now);
  if (refusal) throw new HttpError(409, refusal);
  return alias;
}

/** As the texts of docs/product.md#error-texts do, the refusal names what can be withdrawn now and why the rest cannot. */
const bonusHeldBack = (funds: PlayerFunds) =>
  new HttpError(
    409,
    `You can withdraw up to ${major(cashBalance(funds))} ${funds.currency} now: ${major(funds.bonusBalance)} ${funds.currency} of your balance is bonus money until its wagering is complete.`,
  );

const publicId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const coinLabel = (coin: CryptoCoin, network: UsdtNetwork | null | undefined) =>
  `${coin.toUpperCase()}${network ? ` ${network.toUpperCase()}` : ''}`;

/** Deposits, withdrawals and the player's cards on file (docs/product.md#money). Every money action is idempotent. */
export function cashierRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();
  const nowIso = () => new Date(clock()).toISOString();

  /** The one way a crypto deposit is confirmed: the credit and its ledger row in one transaction, at most once. */
  const confirmCrypto = (id: string) => transaction(db, async (tx) => completePendingDeposit(tx, id, nowIso()));

  /** Lazily confirms a simulated crypto deposit whose confirmation time has come (no background timers). */
  async function settleCrypto(id: string) {
    const row = await findDeposit(db, id);
    if (row?.status === 'pending' && clock() - row.created_ms >= config.cryptoConfirmSeconds * 1000) {
      await confirmCrypto(id);
    }
  }

  /** A cool-off or self-exclusion pauses deposits; deposit limits cap them over rolling windows. */
  async function checkPlayerProtection(tx: Db, user: { id: number; currency: string }, amount: number) {
    await assertNotBlocked(tx, user.id, clock(), 'deposit');
    await assertDepositWithinLimits(tx, user, amount, clock());
  }

  app.get(endpoints.savedCards.path, async (c) =>
    okFor(c, 'savedCards', await listSavedCards(db, c.get('session').user.id)),
  );

  app.get(endpoints.withdrawalLimits.path, async (c) => {
    const user = c.get('session').user;
    const funds = await playerFunds(db, user.id);
    return okFor(c, 'withdrawalLimits', {
      withdrawable: funds ? cashBalance(funds) : 0,
      bonusBalance: funds?.bonusBalance ?? 0,
      minAmount: MIN_WITHDRAWAL,
      currency: user.currency,
    });
  });

  app.post(endpoints.cardSession.path, async (c) => {
    // Refused before the card frame opens: the player types no card number for a deposit that cannot happen.
    await refuseUnverified(db, config, c.get('session').user.id, 'deposit', clock());
    const id = randomUUID();
    // The browser sets Origin; behind the dev server's proxy it is the page's origin, not the API's.
    const origin = c.req.header('Origin');
    const parentOrigin = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : new URL(config.publicUrl).origin;
    await insertCardSession(db, id, c.get('session').user.id, parentOrigin, clock());
    const frameUrl = `${config.paymentSimulatorUrl}/frame?session=${encodeURIComponent(id)}`;
    return okFor(c, 'cardSession', {
      sessionId: id,
      frameUrl,
      frameOrigin: new URL(config.paymentSimulatorUrl).origin,
    });
  });

  app.post(endpoints.cardDeposit.path, async (c) => {
    const body = await readBody(c, endpoints.cardDeposit.body);
    const user = c.get('session').user;
    // Before the idempotent action, whose stored answer would repeat the refusal after the player verified.
    await refuseUnverified(db, config, user.id, 'deposit', clock());
    const { idempotencyKey, ...request } = body;
    const answer = await idempotent(
      db,
      { userId: user.id, key: idempotencyKey, scope: 'card-deposit', body: request, at: nowIso() },
      async (tx) => {
        checkAmount('s2s', body.amount);
        await checkPlayerProtection(tx, user, body.amount);
        const promotionAlias = await checkPromotion(tx, user.id, body.promotionAlias, body.amount, clock());
        const token = await findCardToken(tx, body.paymentToken);
        const session = token && (await findCardSession(tx, token.session_id));
        if (!token || session?.user_id !== user.id)
          throw badRequest('The card details have expired. Enter them again.');
        if (token.used_at !== null || clock() - token.created_at > CARD_TOKEN_TTL_MS) {
          throw badRequest('The card details have expired. Enter them again.');
        }
        if (!token.confirmed) throw badRequest('The payment was not confirmed with the card issuer');
        if (token.decline_reason) throw new HttpError(402, `Your card was declined: ${token.decline_reason}`);
        await useCardToken(tx, token.token, clock());
        const at = nowIso();
        const id = publicId('dep');
        await insertDeposit(tx, {
          publicId: id,
          userId: user.id,
          method: 's2s',
          amount: body.amount,
          currency: user.currency,
          status: 'completed',
          promotionAlias,
          createdAt: at,
          createdMs: clock(),
        });
        const brand = CARD_BRAND_NAMES[token.brand];
        await creditDeposit(tx, {
          userId: user.id,
          depositId: id,
          amount: body.amount,
          currency: user.currency,
          promotionAlias,
          text: `Card deposit (${brand} •••• ${token.last4})`,
          at,
        });
        await saveCard(
          tx,
          user.id,
          { brand: token.brand, last4: token.last4, expMonth: token.exp_month, expYear: token.exp_year },
          at,
        );
        const row = await findDeposit(tx, id);
        if (!row) throw new Error('deposit vanished');
        return toDeposit(row, await userBalance(tx, user.id));
      },
    );
    return okForStored(c, 'cardDeposit', answer);
  });

  app.post(endpoints.cryptoDeposit.path, async (c) => {
    const body = await readBody(c, endpoints.cryptoDeposit.body);
    const user = c.get('session').user;
    await refuseUnverified(db, config, user.id, 'deposit', clock());
    const { idempotencyKey, ...request } = body;
    const answer = await idempotent(
      db,
      { userId: user.id, key: idempotencyKey, scope: 'crypto-deposit', body: request, at: nowIso() },
      async (tx) => {
        checkAmount('nowpayments', body.amount);
        await checkPlayerProtection(tx, user, body.amount);
        const promotionAlias = await checkPromotion(tx, user.id, body.promotionAlias, body.amount, clock());
        const id = publicId('dep');
        const network = body.network ?? null;
        const { address, destinationTag } = depositAddress(body.coin, network, id);
        await insertDeposit(tx, {
          publicId: id,
          userId: user.id,
          method: 'nowpayments',
          amount: body.amount,
          currency: user.currency,
          status: 'pending',
          promotionAlias,
          createdAt: nowIso(),
          createdMs: clock(),
          crypto: {
            coin: body.coin,
            network,
            address,
            destinationTag,
            cryptoAmount: cryptoAmountFor(body.amount, body.coin),
            rate: rateFor(body.coin),
          },
        });
        const row = await findDeposit(tx, id);
        if (!row) throw new Error('deposit vanished');
        return toCryptoDeposit(row, await userBalance(tx, user.id));
      },
    );
    return okForStored(c, 'cryptoDeposit', answer);
  });

  app.get(endpoints.cryptoDepositStatus.path, async (c) => {
    const user = c.get('session').user;
    const { id } = readParams(c, endpoints.cryptoDepositStatus.params);
    await settleCrypto(id);
    const row = await findDeposit(db, id);
    if (!row || row.user_id !== user.id || row.method !== 'nowpayments') throw notFound('No such deposit');
    return okFor(c, 'cryptoDepositStatus', toCryptoDeposit(row, await userBalance(db, user.id)));
  });

  app.post(endpoints.createWithdrawal.path, async (c) => {
    const body = await readBody(c, endpoints.createWithdrawal.body);
    const user = c.get('session').user;
    const { idempotencyKey, ...request } = body;
    const answer = await idempotent(
      db,
      { userId: user.id, key: idempotencyKey, scope: 'withdrawal', body: request, at: nowIso() },
      async (tx) => {
        if (body.amount < MIN_WITHDRAWAL) throw badRequest(`amount must be at least ${MIN_WITHDRAWAL} minor units`);
        let destination: string;
        let methodId: string;
        if (body.method === 'card') {
          const card = await findSavedCard(tx, user.id, body.cardId);
          if (!card) throw badRequest('This card is not on file. Deposit with it first.');
          destination = `${CARD_BRAND_NAMES[card.brand]} •••• ${card.last4}`;
          methodId = 's2s';
        } else {
          const network = body.network ?? null;
          if ((body.coin === 'usdt') !== (network !== null)) {
            throw badRequest('network is required for usdt and only for usdt');
          }
          if (!isValidCryptoAddress(body.coin, network, body.address)) {
            throw badRequest(`This is not a valid ${coinLabel(body.coin, network)} address`);
          }
          const tag = body.destinationTag || null;
          if (body.coin === 'xrp' && (!tag || !isValidDestinationTag(tag))) {
            throw badRequest('A destination tag (a whole number up to 4294967295) is required for XRP');
          }
          destination = `${coinLabel(body.coin, network)} ${body.address}${tag && body.coin === 'xrp' ? ` tag ${tag}` : ''}`;
          methodId = 'nowpayments';
        }
        const transactionId = publicId('wd');
        const reserved = await reserveWithdrawal(
          tx,
          {
            transactionId,
            userId: user.id,
            amount: body.amount,
            currency: user.currency,
            method: methodId,
            destination,
          },
          nowIso(),
        );
        if (!reserved) {
          const funds = await playerFunds(tx, user.id);
          if (funds && funds.bonusBalance > 0 && body.amount <= funds.balance) throw bonusHeldBack(funds);
          throw new HttpError(409, 'The amount is more than your withdrawable balance');
        }
        const withdrawal = await findWithdrawal(tx, transactionId);
        if (!withdrawal) throw new Error('withdrawal vanished');
        return withdrawal;
      },
      // Under the player's lock: withdrawals at once each see the others' totals against the threshold.
      { unlessRefused: (tx) => refuseUnverified(tx, config, user.id, 'withdrawal', clock(), body.amount) },
    );
    return okForStored(c, 'createWithdrawal', answer);
  });

  if (config.devServices) {
    // Development control (loopback only, see app.ts): confirms the player's pending crypto deposit now instead of
    // after the delay, through the same ledger path as the delayed confirmation.
    app.post('/dev/deposits/crypto/:id/confirm', requireUser(deps), async (c) => {
      const row = await findDeposit(db, c.req.param('id'));
      if (!row || row.user_id !== c.get('session').user.id) throw notFound('No such deposit');
      await confirmCrypto(row.public_id);
      const updated = await findDeposit(db, row.public_id);
      return ok(c, updated && toCryptoDeposit(updated, await userBalance(db, row.user_id)));
    });
  }

  return app;
}
