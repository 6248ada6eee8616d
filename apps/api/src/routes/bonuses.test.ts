import { randomUUID } from 'node:crypto';
import type {
  ActivePromotion,
  CryptoDeposit,
  Deposit,
  Transaction,
  User,
  WithdrawalLimits,
} from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { readAccountState } from '../db/queries/account-state';
import { expireDueBonuses } from '../db/queries/bonuses';
import { findBonusMismatches } from '../db/queries/ledger';
import { listActivePromotions } from '../db/queries/promotions';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { type Db, one, run, transaction } from '../db/sql';
import { cardToken } from '../testing/card-frame';
import { checkLedgersAfterEach } from '../testing/ledger-invariant';
import { recordTestSpin } from '../testing/record-test-spin';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp, type TestBrowser } from '../testing/test-app';
import { emptyTestDatabase } from '../testing/test-database';

// A deposit with a promotion pays its bonus, tracked apart from cash, wagered, converted or forfeited,
// every step in the ledger. The seeded Welcome Bonus: 100% up to $500, 35x, slots 100%, table games 10%.

const watched = checkLedgersAfterEach();
const key = () => `bonus-key-${randomUUID()}`;

/** A new player with nothing on the account, so every amount below is the bonus rules' alone. */
async function freshPlayer() {
  const t = watched(createTestApp());
  const b = t.browser();
  const signUp = { ...validSignUp('bonus'), country: 'US', currency: 'USD' };
  expect((await b.post('/api/auth/register', signUp)).status).toBe(200);
  const userId = (await one<{ id: number }>(t.db, 'SELECT id FROM users WHERE login = ?', signUp.login))?.id ?? 0;
  return { ...t, b, userId, credentials: { email: signUp.email, password: signUp.pass } };
}

type World = Awaited<ReturnType<typeof freshPlayer>>;

async function cardDeposit(t: World, amount: number, promotionAlias: string | null) {
  const { token } = await cardToken(t, '4242 4242 4242 4242');
  return t.b.post<Deposit>('/api/me/deposits/card', {
    idempotencyKey: key(),
    amount,
    paymentToken: token,
    promotionAlias,
  });
}

const me = async (b: TestBrowser) => (await b.get<User>('/api/me')).body.data;
const limits = async (b: TestBrowser) => (await b.get<WithdrawalLimits>('/api/me/funds/withdrawable')).body.data;
const activeOf = async (b: TestBrowser, alias: string) =>
  (await b.get<ActivePromotion[]>('/api/promotions/active')).body.data.find((p) => p.alias === alias);
const newestTransactions = async (b: TestBrowser, count: number) =>
  (await b.get<{ items: Transaction[] }>('/api/me/transactions')).body.data.items.slice(0, count);

const gameOf = async (db: Db, category: string, notIn: string) => {
  const game = await one<{ id: number; alias: string; name: string }>(
    db,
    `SELECT g.id, g.alias, g.name FROM games g JOIN game_categories gc ON gc.game_id = g.id
     JOIN categories c ON c.id = gc.category_id WHERE c.alias = ?
       AND g.id NOT IN (SELECT gc2.game_id FROM game_categories gc2 JOIN categories c2 ON c2.id = gc2.category_id
                        WHERE c2.alias = ?)
     ORDER BY g.id LIMIT 1`,
    category,
    notIn,
  );
  if (!game) throw new Error(`the seed has a ${category} game`);
  return game;
};

/** A bet at a chosen stake and win, posted as the game's spin posts it (the real game's draw is random). */
function spin(t: World, game: { id: number; name: string }, stake: number, win: number) {
  return transaction(t.db, (tx) =>
    recordTestSpin(tx, {
      userId: t.userId,
      gameId: game.id,
      gameName: game.name,
      stake,
      win,
      currency: 'USD',
      at: new Date(t.clock.now()).toISOString(),
      contributionPercent: 100,
    }),
  );
}

/** A player with the Welcome Bonus paid on a $20 card deposit: $20 cash, $20 bonus, $700 to wager. */
async function playerWithWelcomeBonus() {
  const t = await freshPlayer();
  expect((await t.b.post('/api/me/promotions/welcome-bonus/activate')).status).toBe(200);
  const deposit = await cardDeposit(t, 2_000, 'welcome-bonus');
  expect(deposit.status).toBe(200);
  return { ...t, deposit: deposit.body.data };
}

describe('a deposit with a promotion pays its bonus', () => {
  it('given the Welcome Bonus activated, when the player deposits $20 with it, then $20 of bonus is paid apart from cash', async () => {
    const t = await playerWithWelcomeBonus();
    expect(t.deposit).toMatchObject({ amount: 2_000, balance: 4_000, promotionAlias: 'welcome-bonus' });
    expect(await me(t.b)).toMatchObject({ balance: 4_000, bonusBalance: 2_000 });
    expect(await limits(t.b)).toEqual({ withdrawable: 2_000, bonusBalance: 2_000, minAmount: 1_000, currency: 'USD' });
    expect((await activeOf(t.b, 'welcome-bonus'))?.bonus).toEqual({
      granted: 2_000,
      balance: 2_000,
      wagering: { required: 70_000, wagered: 0, progress: 0 },
      expiresAt: '2026-12-20T12:00:00.000Z', // activated on the test clock's 20 November, noon: 30 days
    });
    expect(await newestTransactions(t.b, 2)).toEqual([
      expect.objectContaining({ type: 'bonus', amount: 2_000, balanceAfter: 4_000 }),
      expect.objectContaining({ type: 'deposit', amount: 2_000, balanceAfter: 2_000 }),
    ]);
    // The live account stream reports the bonus part with the balance.
    expect(await readAccountState(t.db, t.userId, Date.now())).toMatchObject({ balance: 4_000, bonusBalance: 2_000 });
  });

  it('caps the bonus at the promotion maximum (High Roller: 25% up to $2,000)', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/high-roller/activate');
    expect((await cardDeposit(t, 500_000, 'high-roller')).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 500_000 + 125_000, bonusBalance: 125_000 });
    expect((await activeOf(t.b, 'high-roller'))?.bonus?.wagering.required).toBe(125_000 * 20);
  });

  it('refuses, before any money moves, a deposit below the minimum the promotion states, then pays on it', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/high-roller/activate');
    // "For deposits of $1,000 or more".
    const below = await cardDeposit(t, 99_999, 'high-roller');
    expect([below.status, below.body.message]).toEqual([
      409,
      "Deposit at least 1000.00 USD to receive this promotion's bonus",
    ]);
    expect(await me(t.b)).toMatchObject({ balance: 0, bonusBalance: 0 });
    // The same deposit without the promotion goes through; the minimum itself earns the bonus.
    expect((await cardDeposit(t, 99_999, null)).status).toBe(200);
    expect((await cardDeposit(t, 100_000, 'high-roller')).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 199_999 + 25_000, bonusBalance: 25_000 });
  });

  it('refuses, before any money moves, a promotion not activated, a bonus paid already, or a second bonus', async () => {
    const t = await freshPlayer();
    const notActive = await cardDeposit(t, 2_000, 'welcome-bonus');
    expect(notActive.status).toBe(409);
    expect(notActive.body.message).toBe('Activate this promotion before depositing with it');
    expect((await me(t.b)).balance).toBe(0);

    await t.b.post('/api/me/promotions/welcome-bonus/activate');
    await t.b.post('/api/me/promotions/high-roller/activate');
    expect((await cardDeposit(t, 2_000, 'welcome-bonus')).status).toBe(200);
    const again = await cardDeposit(t, 2_000, 'welcome-bonus');
    expect([again.status, again.body.message]).toEqual([409, 'This promotion has already paid its bonus']);
    const second = await cardDeposit(t, 2_000, 'high-roller');
    expect([second.status, second.body.message]).toEqual([
      409,
      'You already have an active bonus: complete its wagering or cancel it first',
    ]);
    expect(await me(t.b)).toMatchObject({ balance: 4_000, bonusBalance: 2_000 });
  });

  it('pays the Welcome Bonus on a first deposit only ("Double your first deposit"), refusing before any money moves', async () => {
    const t = await freshPlayer();
    expect((await t.b.post('/api/me/promotions/welcome-bonus/activate')).status).toBe(200);
    expect((await cardDeposit(t, 2_000, null)).status).toBe(200);
    const refused = await cardDeposit(t, 2_000, 'welcome-bonus');
    expect([refused.status, refused.body.message]).toEqual([409, 'This promotion pays on your first deposit only']);
    expect(await me(t.b)).toMatchObject({ balance: 2_000, bonusBalance: 0 });

    // A player who has deposited is told so when activating it, not at the deposit.
    const other = await freshPlayer();
    expect((await cardDeposit(other, 2_000, null)).status).toBe(200);
    const activation = await other.b.post('/api/me/promotions/welcome-bonus/activate');
    expect([activation.status, activation.body.message]).toEqual([
      409,
      'This promotion pays on your first deposit only',
    ]);
    expect(await activeOf(other.b, 'welcome-bonus')).toBeUndefined();
    // Promotions without that rule stay open to them.
    expect((await other.b.post('/api/me/promotions/weekend-reload/activate')).status).toBe(200);
  });

  it('keeps a first crypto deposit still confirming as the first: it earns the Welcome Bonus, a later deposit cannot', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/welcome-bonus/activate');
    const crypto = await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', {
      idempotencyKey: key(),
      amount: 3_000,
      coin: 'btc',
      promotionAlias: 'welcome-bonus',
    });
    expect(crypto.status).toBe(200);
    // While it confirms, it is the first deposit: a card deposit naming the bonus is refused, one without it is not.
    expect((await cardDeposit(t, 2_000, 'welcome-bonus')).status).toBe(409);
    expect((await cardDeposit(t, 2_000, null)).status).toBe(200);
    // The card deposit completed first, yet the crypto one was made first: it pays when it confirms.
    await t.b.post(`/api/dev/deposits/crypto/${crypto.body.data.depositId}/confirm`);
    expect(await me(t.b)).toMatchObject({ balance: 3_000 + 3_000 + 2_000, bonusBalance: 3_000 });
  });

  it('pays the Weekend Reload on deposits from Friday to Sunday (UTC) only, one a weekend', async () => {
    const t = await freshPlayer(); // Friday 20 November 2026, noon UTC
    const nextDay = async (days: number) => {
      t.clock.advance(days * 24 * 60 * 60 * 1000);
      expect((await t.b.post('/api/auth/refresh-token')).status).toBe(200);
    };
    const reload = async () => {
      const active = await activeOf(t.b, 'weekend-reload');
      if (active) await t.b.post(`/api/me/promotions/histories/${active.historyId}/cancel`);
      expect((await t.b.post('/api/me/promotions/weekend-reload/activate')).status).toBe(200);
      return cardDeposit(t, 3_000, 'weekend-reload');
    };
    expect((await reload()).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 4_500, bonusBalance: 1_500 });

    // Cancelled (which forfeits the bonus) and taken again on Sunday: still the same weekend.
    await nextDay(2);
    const again = await reload();
    expect([again.status, again.body.message]).toEqual([
      409,
      "You have had this weekend's bonus from this promotion: the next one opens on Friday",
    ]);
    await nextDay(1); // Monday
    const monday = await cardDeposit(t, 3_000, 'weekend-reload');
    expect([monday.status, monday.body.message]).toEqual([
      409,
      'This promotion pays on deposits made from Friday to Sunday (UTC)',
    ]);
    expect(await me(t.b)).toMatchObject({ balance: 3_000, bonusBalance: 0 });
    await nextDay(4); // the next Friday
    expect((await cardDeposit(t, 3_000, 'weekend-reload')).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 7_500, bonusBalance: 1_500 });
  });

  it('pays nothing on a deposit for a promotion that is not a deposit match (cashback), as before', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/weekly-cashback/activate');
    expect((await cardDeposit(t, 2_000, 'weekly-cashback')).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 2_000, bonusBalance: 0 });
    expect((await activeOf(t.b, 'weekly-cashback'))?.bonus).toBeNull();
  });

  it('pays a crypto deposit bonus when the deposit confirms, and none if the promotion was cancelled meanwhile', async () => {
    const t = await freshPlayer();
    const activated = await t.b.post<ActivePromotion>('/api/me/promotions/welcome-bonus/activate');
    const open = async (promotionAlias = 'welcome-bonus') =>
      (
        await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', {
          idempotencyKey: key(),
          amount: 3_000,
          coin: 'btc',
          promotionAlias,
        })
      ).body.data;
    const first = await open();
    expect(await me(t.b)).toMatchObject({ balance: 0, bonusBalance: 0 });
    await t.b.post(`/api/dev/deposits/crypto/${first.depositId}/confirm`);
    expect(await me(t.b)).toMatchObject({ balance: 6_000, bonusBalance: 3_000 });

    await t.b.post(`/api/me/promotions/histories/${activated.body.data.historyId}/cancel`);
    // The Welcome Bonus pays on a first deposit only: the second deposit names the Weekend Reload (50%, from $30).
    await t.b.post('/api/me/promotions/weekend-reload/activate');
    const second = await open('weekend-reload');
    const again = (await activeOf(t.b, 'weekend-reload'))?.historyId;
    await t.b.post(`/api/me/promotions/histories/${again}/cancel`);
    await t.b.post(`/api/dev/deposits/crypto/${second.depositId}/confirm`);
    // The forfeit took the first bonus; the second deposit confirms as cash only.
    expect(await me(t.b)).toMatchObject({ balance: 3_000 + 3_000, bonusBalance: 0 });
  });

  it("leaves the demo player's seeded activation waiting for a deposit", async () => {
    const t = watched(createTestApp());
    const b = t.browser();
    await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect((await activeOf(b, 'weekend-reload'))?.bonus).toBeNull();
    expect(await me(b)).toMatchObject({ balance: DEMO_PLAYER.balance, bonusBalance: 0 });
  });
});

describe('bets spend cash first, share wins as staked, and wager the bonus', () => {
  it('given $20 cash and $20 bonus, then stakes take cash first and a bonus stake wins bonus money', async () => {
    const t = await playerWithWelcomeBonus();
    const slot = await gameOf(t.db, 'slots', 'table');
    await spin(t, slot, 3_000, 0); // $20 cash and $10 bonus
    expect(await me(t.b)).toMatchObject({ balance: 1_000, bonusBalance: 1_000 });
    await spin(t, slot, 500, 1_000); // all bonus: the win is bonus money
    expect(await me(t.b)).toMatchObject({ balance: 1_500, bonusBalance: 1_500 });
    expect((await newestTransactions(t.b, 3)).map((row) => [row.type, row.amount])).toEqual([
      ['win', 1_000],
      ['bet', -500],
      ['bet', -3_000],
    ]);
    expect((await activeOf(t.b, 'welcome-bonus'))?.bonus?.wagering).toEqual({
      required: 70_000,
      wagered: 3_500,
      progress: 5,
    });
    // Nothing of it is cash: nothing can be withdrawn.
    expect((await limits(t.b)).withdrawable).toBe(0);
  });

  it('when the wagering completes, the bonus money left becomes cash and the ledger says so', async () => {
    const t = await playerWithWelcomeBonus();
    const slot = await gameOf(t.db, 'slots', 'table');
    expect((await cardDeposit(t, 70_000, null)).status).toBe(200); // $720 cash, $20 bonus
    await spin(t, slot, 69_000, 69_000);
    expect((await activeOf(t.b, 'welcome-bonus'))?.bonus?.wagering.progress).toBe(98);
    await spin(t, slot, 1_000, 0);
    expect(await activeOf(t.b, 'welcome-bonus')).toBeUndefined();
    expect(await me(t.b)).toMatchObject({ balance: 73_000, bonusBalance: 0 });
    expect((await limits(t.b)).withdrawable).toBe(73_000);
    expect((await newestTransactions(t.b, 1))[0]).toMatchObject({
      type: 'bonus',
      amount: 0,
      balanceAfter: 73_000,
      description: expect.stringContaining('Welcome Bonus'),
    });
  });

  it('through the real game: a slot stake counts in full, a table game stake 10%', async () => {
    const t = await playerWithWelcomeBonus();
    const slot = await gameOf(t.db, 'slots', 'table');
    const table = await gameOf(t.db, 'roulette', 'slots');
    const realSpin = async (alias: string, stake: number) => {
      const link = await t.b.post<{ url: string }>('/api/games/real/link', { alias });
      const token = link.body.data.url.split('/').at(-1);
      expect((await t.b.post(`/api/games/sessions/${token}/spin`, { stake })).status).toBe(200);
    };
    await realSpin(slot.alias, 500);
    await realSpin(table.alias, 500);
    expect((await activeOf(t.b, 'welcome-bonus'))?.bonus?.wagering.wagered).toBe(500 + 50);
  });

  it('refuses a stake over 5 while a bonus is being wagered (Bonus Terms), and takes it again once it has ended', async () => {
    const t = await playerWithWelcomeBonus();
    const slot = await gameOf(t.db, 'slots', 'table');
    const link = await t.b.post<{ url: string }>('/api/games/real/link', { alias: slot.alias });
    const spinUrl = `/api/games/sessions/${link.body.data.url.split('/').at(-1)}/spin`;
    const refused = await t.b.post(spinUrl, { stake: 1_000 });
    expect([refused.status, refused.body.message]).toEqual([
      422,
      'While a bonus is being wagered, the largest stake is 5.00 USD.',
    ]);
    expect(await me(t.b)).toMatchObject({ balance: 4_000, bonusBalance: 2_000 });
    const historyId = (await activeOf(t.b, 'welcome-bonus'))?.historyId;
    await t.b.post(`/api/me/promotions/histories/${historyId}/cancel`);
    expect((await t.b.post(spinUrl, { stake: 1_000 })).status).toBe(200);
  });
});

describe('a bonus not wagered through in time expires (the Welcome Bonus: within 30 days)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const fundsOf = (t: World) =>
    one<{ balance: number; bonusBalance: number }>(
      t.db,
      'SELECT balance, bonus_balance AS bonusBalance FROM users WHERE id = ?',
      t.userId,
    );
  const sweep = (t: World) => expireDueBonuses(t.db, t.clock.now());

  it('keeps the bonus until 30 days after it was paid, then takes the bonus money back in a ledger row', async () => {
    const t = await playerWithWelcomeBonus(); // $20 cash, $20 bonus
    // The active promotion tells the player until when.
    const active = await activeOf(t.b, 'welcome-bonus');
    expect(active?.bonus?.expiresAt).toBe(new Date(t.clock.now() + 30 * DAY).toISOString());
    t.clock.advance(30 * DAY - 1);
    expect(await sweep(t)).toBe(0);
    expect(await fundsOf(t)).toEqual({ balance: 4_000, bonusBalance: 2_000 });
    t.clock.advance(1);
    expect(await sweep(t)).toBe(1);
    expect(await sweep(t)).toBe(0);
    expect(await fundsOf(t)).toEqual({ balance: 2_000, bonusBalance: 0 });
    const row = await one<{ amount: number; description: string }>(
      t.db,
      "SELECT amount, description FROM transactions WHERE user_id = ? AND type = 'bonus' ORDER BY id DESC LIMIT 1",
      t.userId,
    );
    expect(row).toEqual({ amount: -2_000, description: 'Bonus expired: Welcome Bonus 100% up to $500' });
    expect((await t.b.login(t.credentials.email, t.credentials.password)).status).toBe(200);
    expect(await activeOf(t.b, 'welcome-bonus')).toBeUndefined();
  });

  it('counts the days from the deposit that paid it, not from an activation made days before', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/welcome-bonus/activate');
    t.clock.advance(10 * DAY);
    expect((await t.b.post('/api/auth/refresh-token')).status).toBe(200);
    expect((await cardDeposit(t, 2_000, 'welcome-bonus')).status).toBe(200);
    const paidAt = t.clock.now();
    expect((await activeOf(t.b, 'welcome-bonus'))?.bonus?.expiresAt).toBe(new Date(paidAt + 30 * DAY).toISOString());
    t.clock.advance(30 * DAY - 1);
    expect(await sweep(t)).toBe(0);
    t.clock.advance(1);
    expect(await sweep(t)).toBe(1);
    expect(await fundsOf(t)).toEqual({ balance: 2_000, bonusBalance: 0 });
  });

  it("settles a player's own expired bonus before a deposit names another promotion, with no sweep in between", async () => {
    const t = await playerWithWelcomeBonus();
    t.clock.advance(31 * DAY);
    expect((await t.b.login(t.credentials.email, t.credentials.password)).status).toBe(200);
    expect((await t.b.post('/api/me/promotions/high-roller/activate')).status).toBe(200);
    expect((await cardDeposit(t, 100_000, 'high-roller')).status).toBe(200);
    // The expired $20 is gone; the $1,000 deposit earned 25%.
    expect(await me(t.b)).toMatchObject({ balance: 2_000 + 100_000 + 25_000, bonusBalance: 25_000 });
  });

  it("settles a player's own expired bonus before a stake, with no sweep in between: the stake cap no longer applies", async () => {
    const t = await playerWithWelcomeBonus();
    t.clock.advance(31 * DAY);
    expect((await t.b.login(t.credentials.email, t.credentials.password)).status).toBe(200);
    const slot = await gameOf(t.db, 'slots', 'table');
    const link = await t.b.post<{ url: string }>('/api/games/real/link', { alias: slot.alias });
    const spinUrl = `/api/games/sessions/${link.body.data.url.split('/').at(-1)}/spin`;
    const spin = await t.b.post<{ balance: number; win: number }>(spinUrl, { stake: 1_000 });
    expect(spin.status).toBe(200);
    // The expired $20 of bonus left before the stake was taken: only the $20 of cash was there to stake from.
    expect(spin.body.data.balance).toBe(2_000 - 1_000 + spin.body.data.win);
    expect((await fundsOf(t))?.bonusBalance).toBe(0);
  });

  it('leaves the bonus of a promotion without a time limit alone (High Roller)', async () => {
    const t = await freshPlayer();
    await t.b.post('/api/me/promotions/high-roller/activate');
    expect((await cardDeposit(t, 100_000, 'high-roller')).status).toBe(200);
    expect((await activeOf(t.b, 'high-roller'))?.bonus?.expiresAt).toBeNull();
    t.clock.advance(400 * DAY);
    expect(await sweep(t)).toBe(0);
    expect(await fundsOf(t)).toEqual({ balance: 125_000, bonusBalance: 25_000 });
  });
});

describe('withdrawals and cancelling respect bonus money', () => {
  it('lets only cash leave while a bonus is active, and says why the rest cannot', async () => {
    const t = await playerWithWelcomeBonus();
    await cardDeposit(t, 3_000, null); // the card on file; $50 cash, $20 bonus
    const cardId = (await one<{ id: number }>(t.db, 'SELECT id FROM saved_cards WHERE user_id = ?', t.userId))?.id;
    const withdraw = (amount: number) =>
      t.b.post('/api/me/withdrawals', { method: 'card', idempotencyKey: key(), amount, cardId });
    const tooMuch = await withdraw(6_000);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(
      'You can withdraw up to 50.00 USD now: 20.00 USD of your balance is bonus money until its wagering is complete.',
    );
    expect((await withdraw(8_000)).body.message).toBe('The amount is more than your withdrawable balance');
    expect((await withdraw(5_000)).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 2_000, bonusBalance: 2_000 });
  });

  it('cancelling forfeits the bonus and its winnings in a ledger row; the cash stays', async () => {
    const t = await playerWithWelcomeBonus();
    const slot = await gameOf(t.db, 'slots', 'table');
    await spin(t, slot, 2_500, 0); // $20 cash and $5 bonus: $15 bonus left
    await spin(t, slot, 500, 2_500); // a bonus stake's win: $35 bonus
    expect(await me(t.b)).toMatchObject({ balance: 3_500, bonusBalance: 3_500 });
    await cardDeposit(t, 2_000, null);
    const historyId = (await activeOf(t.b, 'welcome-bonus'))?.historyId;
    expect((await t.b.post(`/api/me/promotions/histories/${historyId}/cancel`)).status).toBe(200);
    expect(await me(t.b)).toMatchObject({ balance: 2_000, bonusBalance: 0 });
    expect((await newestTransactions(t.b, 1))[0]).toMatchObject({
      type: 'bonus',
      amount: -3_500,
      balanceAfter: 2_000,
      description: expect.stringContaining('forfeited'),
    });
    expect(await limits(t.b)).toMatchObject({ withdrawable: 2_000, bonusBalance: 0 });
  });
});

describe('migration 200 on a database from before bonuses', () => {
  it('keeps every balance as cash and leaves existing activations waiting for a deposit', async () => {
    const db = emptyTestDatabase();
    await migrate(db, 110);
    const userId = (
      await run(
        db,
        `INSERT INTO users (login, email, password_hash, balance, currency, created_at)
       VALUES ('old', 'old@casino.test', 'x', 5000, 'USD', '2026-01-01T00:00:00.000Z')`,
      )
    ).lastId;
    await run(
      db,
      `INSERT INTO transactions (user_id, type, amount, balance_after, currency, status, description, created_at)
       VALUES (?, 'deposit', 5000, 5000, 'USD', 'completed', 'Deposit by card', '2026-01-02T00:00:00.000Z')`,
      userId,
    );
    const promotionId = (
      await run(
        db,
        `INSERT INTO promotions (alias, title, description, bonus_percent, max_bonus, wagering)
       VALUES ('match', 'Match', 'A match', 100, 10000, 10)`,
      )
    ).lastId;
    await run(
      db,
      `INSERT INTO promotion_histories (user_id, promotion_id, status, activated_at)
       VALUES (?, ?, 'active', '2026-01-03T00:00:00.000Z')`,
      userId,
      promotionId,
    );
    await migrate(db);
    expect(await one(db, 'SELECT balance, bonus_balance FROM users WHERE id = ?', userId)).toEqual({
      balance: 5000,
      bonus_balance: 0,
    });
    expect((await listActivePromotions(db, userId)).map((p) => p.bonus)).toEqual([null]);
    expect(await findBonusMismatches(db)).toEqual([]);
  });
});
