import type {
  CryptoDeposit,
  Deposit,
  GameLaunch,
  Paged,
  SavedCard,
  SpinResult,
  Transaction,
  User,
  Withdrawal,
} from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { listTransactions } from '../db/queries/history';
import { findLedgerMismatches, postLedgerEntry } from '../db/queries/ledger';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { one, run, transaction } from '../db/sql';
import { cardToken } from '../testing/card-frame';
import { checkLedgersAfterEach, expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { createTestApp, SEED_NOW, type TestBrowser } from '../testing/test-app';
import { emptyTestDatabase } from '../testing/test-database';

/**
 * Every balance equals the sum of its ledger (the rows GET /me/transactions lists), whatever moved
 * the money, and the list shows each withdrawal's real status. Every test here ends with the books checked.
 */
const watched = checkLedgersAfterEach();
const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
let keys = 0;
const key = () => `ledger-test-${String(++keys).padStart(8, '0')}`;

/**
 * The demo player, in a world whose identity-verification threshold no test here reaches: these tests are about the
 * money, and a refusal for want of verification would hide whether the ledger refused (routes/verification.test.ts).
 */
async function demo() {
  const t = watched(createTestApp({ config: { verificationWithdrawalThreshold: 1_000_000_000 } }));
  const b = t.browser();
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  return { ...t, b };
}
type Demo = Awaited<ReturnType<typeof demo>>;

const balanceOf = async (b: TestBrowser) => (await b.get<User>('/api/me')).body.data.balance;
const ledgerOf = async (b: TestBrowser) => {
  const first = (await b.get<Paged<Transaction>>('/api/me/transactions?per_page=100')).body.data;
  expect(first.pagination.totalPages).toBe(1);
  return first.items;
};
/** What the player sees: the listed amounts add up to the balance shown. */
async function expectListAddsUpToBalance(b: TestBrowser) {
  const sum = (await ledgerOf(b)).reduce((total, row) => total + row.amount, 0);
  expect(sum).toBe(await balanceOf(b));
}
const withdrawalRow = async (b: TestBrowser, transactionId: string) =>
  (await ledgerOf(b)).find((row) => row.type === 'withdrawal' && row.description.includes(transactionId));

const withdrawCrypto = (b: TestBrowser, amount: number, idempotencyKey = key()) =>
  b.post<Withdrawal>('/api/me/withdrawals', {
    idempotencyKey,
    method: 'crypto',
    amount,
    coin: 'usdt',
    network: 'trc20',
    address: TRC20,
  });

async function depositByCard(t: Demo, amount: number) {
  const { token } = await cardToken(t, '4242 4242 4242 4242');
  return t.b.post<Deposit>('/api/me/deposits/card', { idempotencyKey: key(), amount, paymentToken: token });
}

describe('the seeded demo ledger', () => {
  it('sums to the demo balance, row by row, and its withdrawals show their own statuses', async () => {
    const { b, db } = await demo();
    await expectLedgerMatchesBalances(db);
    await expectListAddsUpToBalance(b);
    expect(await balanceOf(b)).toBe(DEMO_PLAYER.balance);

    const withdrawals = (await b.get<Paged<Withdrawal>>('/api/me/withdrawals')).body.data.items;
    const rows = (await ledgerOf(b)).filter((row) => row.type === 'withdrawal');
    // Newest first in both lists: the pending, the cancelled, then the paid-out one.
    expect(rows.map((row) => [row.amount, row.status])).toEqual(
      withdrawals.map((w) => [-w.amount, w.status === 'rejected' ? 'failed' : w.status]),
    );
    expect(rows.map((row) => row.status)).toEqual(['pending', 'cancelled', 'completed']);
    const cancelled = withdrawals.find((w) => w.status === 'cancelled');
    const refunds = (await ledgerOf(b)).filter((row) => row.type === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: cancelled?.amount,
        description: `Withdrawal ${cancelled?.transactionId} cancelled`,
      }),
    ]);
  });
});

describe('deposits', () => {
  it('a card deposit, replayed with its key, credits once with one ledger row', async () => {
    const t = await demo();
    const before = await balanceOf(t.b);
    const { token } = await cardToken(t, '4242 4242 4242 4242');
    const body = { idempotencyKey: key(), amount: 7_500, paymentToken: token };
    const first = await t.b.post<Deposit>('/api/me/deposits/card', body);
    expect(first.body.data).toMatchObject({ status: 'completed', balance: before + 7_500 });
    expect((await t.b.post('/api/me/deposits/card', body)).body).toEqual(first.body);
    expect(await balanceOf(t.b)).toBe(before + 7_500);
    expect((await ledgerOf(t.b)).filter((row) => row.type === 'deposit' && row.amount === 7_500)).toHaveLength(1);
    await expectListAddsUpToBalance(t.b);
  });

  it('a crypto deposit moves nothing while pending and credits once when confirmed, however often it is read', async () => {
    const t = await demo();
    const before = await balanceOf(t.b);
    const body = { idempotencyKey: key(), amount: 10_000, coin: 'usdt', network: 'trc20' };
    const opened = (await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', body)).body.data;
    expect((await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', body)).body.data).toEqual(opened);
    expect(await balanceOf(t.b)).toBe(before);
    await expectLedgerMatchesBalances(t.db);

    t.clock.advance(t.config.cryptoConfirmSeconds * 1000);
    const reads = await Promise.all(
      [1, 2, 3].map(() => t.b.get<CryptoDeposit>(`/api/me/deposits/crypto/${opened.depositId}`)),
    );
    expect(reads.map((r) => r.body.data.status)).toEqual(['completed', 'completed', 'completed']);
    expect(await balanceOf(t.b)).toBe(before + 10_000);
    const credits = (await ledgerOf(t.b)).filter((row) => row.description.includes(opened.depositId));
    expect(credits).toEqual([expect.objectContaining({ type: 'deposit', amount: 10_000, status: 'completed' })]);
    await expectListAddsUpToBalance(t.b);
  });
});

describe('withdrawals', () => {
  it('a card withdrawal reserves the amount, and its row is pending until cancelled, then cancelled', async () => {
    const t = await demo();
    await depositByCard(t, 5_000);
    const [card] = (await t.b.get<SavedCard[]>('/api/me/funds/cards')).body.data;
    const before = await balanceOf(t.b);
    const wd = (
      await t.b.post<Withdrawal>('/api/me/withdrawals', {
        idempotencyKey: key(),
        method: 'card',
        amount: 4_000,
        cardId: card?.id,
      })
    ).body.data;
    expect(await balanceOf(t.b)).toBe(before - 4_000);
    expect(await withdrawalRow(t.b, wd.transactionId)).toMatchObject({ amount: -4_000, status: 'pending' });
    await expectListAddsUpToBalance(t.b);

    const cancel = { transactionId: wd.transactionId, idempotencyKey: key() };
    expect((await t.b.post<Withdrawal>('/api/me/withdrawals/cancel', cancel)).body.data.status).toBe('cancelled');
    // The attack of the issue: the cancelled withdrawal was still listed as pending.
    expect(await withdrawalRow(t.b, wd.transactionId)).toMatchObject({ amount: -4_000, status: 'cancelled' });
    const refunds = (await ledgerOf(t.b)).filter(
      (row) => row.description === `Withdrawal ${wd.transactionId} cancelled`,
    );
    expect(refunds).toEqual([expect.objectContaining({ type: 'refund', amount: 4_000, status: 'completed' })]);
    expect(await balanceOf(t.b)).toBe(before);

    // A replayed cancel, with or without its key, returns nothing twice.
    await t.b.post('/api/me/withdrawals/cancel', cancel);
    expect((await t.b.post('/api/me/withdrawals/cancel', { transactionId: wd.transactionId })).status).toBe(404);
    expect(await balanceOf(t.b)).toBe(before);
    await expectListAddsUpToBalance(t.b);
  });

  it('a replayed withdrawal reserves once, and another body under the same key is refused', async () => {
    const { b } = await demo();
    const before = await balanceOf(b);
    const idempotencyKey = key();
    const answers = await Promise.all([1, 2, 3].map(() => withdrawCrypto(b, 3_000, idempotencyKey)));
    expect(new Set(answers.map((a) => a.body.data.transactionId)).size).toBe(1);
    expect((await withdrawCrypto(b, 3_001, idempotencyKey)).status).toBe(422);
    expect(await balanceOf(b)).toBe(before - 3_000);
    await expectListAddsUpToBalance(b);
  });

  it('of a burst of whole-balance withdrawals, one is accepted and the others move nothing', async () => {
    const { b } = await demo();
    const balance = await balanceOf(b);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdrawCrypto(b, balance)));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    expect(await balanceOf(b)).toBe(0);
    const transactionId = accepted[0]?.body.data.transactionId ?? '';
    expect(await withdrawalRow(b, transactionId)).toMatchObject({
      amount: -balance,
      balanceAfter: 0,
      status: 'pending',
    });
    await expectListAddsUpToBalance(b);
  });
});

describe('real-money spins', () => {
  it('every stake and win is a ledger row, whether the spin wins or loses', async () => {
    const t = await demo();
    const visitor = t.browser();
    const link = (await t.b.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches' })).body.data.url;
    const html = await (await t.app.request(link, { headers: { Cookie: t.b.jar.header(link) } })).text();
    const spinUrl = /data-spin-url="([^"]+)"/.exec(html)?.[1] ?? '';
    const seen = { won: 0, lost: 0 };
    // The reels are random: spin until both outcomes have happened (a win comes within a few dozen spins).
    for (let i = 0; i < 400 && (seen.won === 0 || seen.lost === 0); i++) {
      const spin = (await visitor.post<SpinResult>(spinUrl, { stake: 100 })).body.data;
      seen[spin.win > 0 ? 'won' : 'lost'] += 1;
      expect(spin.balance).toBe(await balanceOf(t.b));
      await expectLedgerMatchesBalances(t.db);
    }
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
    await expectListAddsUpToBalance(t.b);
  });
});

describe('the invariant itself', () => {
  it('reports a balance moved without its ledger row, as the development balance tool did', async () => {
    // Not watched: these books are broken on purpose.
    const { db } = createTestApp();
    await run(db, 'UPDATE users SET balance = 777777 WHERE email = ?', DEMO_PLAYER.email);
    expect(await findLedgerMismatches(db)).toEqual([
      expect.objectContaining({ balance: 777_777, ledgerSum: DEMO_PLAYER.balance, brokenRows: [] }),
    ]);
  });

  it('reports a row whose balanceAfter is not the running sum, as the transactions page would show it', async () => {
    const { db } = createTestApp();
    const bonus = await one<{ id: number }>(db, "SELECT id FROM transactions WHERE type = 'bonus'");
    await run(db, 'UPDATE transactions SET balance_after = balance_after + 1 WHERE id = ?', bonus?.id ?? 0);
    expect(await findLedgerMismatches(db)).toEqual([expect.objectContaining({ brokenRows: [bonus?.id] })]);
  });

  it('refuses to post a ledger entry outside a transaction, where its balance change could be lost alone', async () => {
    const { db } = await demo();
    const entry = {
      userId: 1,
      type: 'bonus',
      amount: 100,
      currency: 'USD',
      status: 'completed',
      description: 'Welcome Bonus credited',
      at: SEED_NOW.toISOString(),
    } as const;
    await expect(postLedgerEntry(db, entry)).rejects.toThrow('inside a transaction');
    expect(await transaction(db, async (tx) => postLedgerEntry(tx, entry))).toBe(DEMO_PLAYER.balance + 100);
  });
});

describe('a database seeded before the fix', () => {
  /** The first seed's books: a cancelled withdrawal that "never moved money", and live withdrawals of the time. */
  async function legacyDatabase() {
    const db = emptyTestDatabase();
    await migrate(db, 60);
    const userId = (
      await run(
        db,
        `INSERT INTO users (login, email, password_hash, balance, currency, created_at)
       VALUES ('old', 'old@casino.test', 'x', 80000, 'USD', '2026-01-01T00:00:00.000Z')`,
      )
    ).lastId;
    const withdrawal = (transactionId: string, amount: number, status: string, at: string) =>
      run(
        db,
        `INSERT INTO withdrawals (transaction_id, user_id, amount, currency, method, destination, status, created_at)
         VALUES (?, ?, ?, 'USD', 'nowpayments', 'USDT TRC20 T1', ?, ?)`,
        transactionId,
        userId,
        amount,
        status,
        at,
      );
    const row = (type: string, amount: number, after: number, status: string, description: string, at: string) =>
      run(
        db,
        `INSERT INTO transactions (user_id, type, amount, balance_after, currency, status, description, created_at)
         VALUES (?, ?, ?, ?, 'USD', ?, ?, ?)`,
        userId,
        type,
        amount,
        after,
        status,
        description,
        at,
      );
    await row('deposit', 100_000, 100_000, 'completed', 'Deposit by card', '2026-01-02T00:00:00.000Z');
    await withdrawal('WD-11111111', 2_500, 'cancelled', '2026-01-03T00:00:00.000Z');
    await row(
      'withdrawal',
      -2_500,
      100_000,
      'cancelled',
      'Withdrawal to crypto wallet (cancelled)',
      '2026-01-03T00:00:00.000Z',
    );
    await withdrawal('WD-22222222', 15_000, 'completed', '2026-01-04T00:00:00.000Z');
    await row('withdrawal', -15_000, 85_000, 'completed', 'Withdrawal to card', '2026-01-04T00:00:00.000Z');
    await withdrawal('wd_live', 5_000, 'cancelled', '2026-01-05T00:00:00.000Z');
    await row(
      'withdrawal',
      -5_000,
      80_000,
      'pending',
      'Withdrawal wd_live to USDT TRC20 T1',
      '2026-01-05T00:00:00.000Z',
    );
    await row('refund', 5_000, 85_000, 'completed', 'Withdrawal wd_live cancelled', '2026-01-06T00:00:00.000Z');
    await withdrawal('wd_open', 5_000, 'pending', '2026-01-07T00:00:00.000Z');
    await row(
      'withdrawal',
      -5_000,
      80_000,
      'pending',
      'Withdrawal wd_open to USDT TRC20 T1',
      '2026-01-07T00:00:00.000Z',
    );
    return { db, userId };
  }

  it('summed 2,500 short of its balance, and after the upgrade adds up and shows each withdrawal as it is', async () => {
    const { db, userId } = await legacyDatabase();
    expect(await findLedgerMismatches(db)).toEqual([expect.objectContaining({ balance: 80_000, ledgerSum: 77_500 })]);

    await migrate(db);
    await expectLedgerMatchesBalances(db);
    const { items } = await listTransactions(db, userId, { page: 1, perPage: 20 });
    expect(items.map((t) => [t.type, t.amount, t.balanceAfter, t.status, t.description])).toEqual([
      ['withdrawal', -5_000, 80_000, 'pending', 'Withdrawal wd_open to USDT TRC20 T1'],
      ['refund', 5_000, 85_000, 'completed', 'Withdrawal wd_live cancelled'],
      ['withdrawal', -5_000, 80_000, 'cancelled', 'Withdrawal wd_live to USDT TRC20 T1'],
      ['withdrawal', -15_000, 85_000, 'completed', 'Withdrawal to card'],
      ['refund', 2_500, 100_000, 'completed', 'Withdrawal WD-11111111 cancelled'],
      ['withdrawal', -2_500, 97_500, 'cancelled', 'Withdrawal to crypto wallet (cancelled)'],
      ['deposit', 100_000, 100_000, 'completed', 'Deposit by card'],
    ]);
  });
});
