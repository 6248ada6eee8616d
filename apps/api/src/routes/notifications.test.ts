import { randomUUID } from 'node:crypto';
import type { Deposit, Paged, PlayerNotification, UnreadNotifications, Withdrawal } from '@casino/api-contract';
import { LIMIT_INCREASE_COOLING_MS } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { countUnreadNotifications, listNotifications } from '../db/queries/notifications';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { one, transaction } from '../db/sql';
import { BONUS_WARNING_MS } from '../services/notifications/notice-sweeps';
import { notifyPlayer } from '../services/notifications/notify-player';
import { openStream, stateOf } from '../testing/account-stream';
import { cardToken } from '../testing/card-frame';
import { checkLedgersAfterEach } from '../testing/ledger-invariant';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp, type TestBrowser } from '../testing/test-app';

const watched = checkLedgersAfterEach();
const DAY_MS = 24 * 60 * 60_000;
const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

async function demo(config: Parameters<typeof createTestApp>[0] = {}) {
  const t = watched(createTestApp(config));
  const b = t.browser();
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  const userId = (await one<{ id: number }>(t.db, 'SELECT id FROM users WHERE email = ?', DEMO_PLAYER.email))?.id ?? 0;
  return { ...t, b, userId: Number(userId) };
}
type World = Awaited<ReturnType<typeof demo>>;

const inbox = async (b: TestBrowser, query = '') =>
  (await b.get<Paged<PlayerNotification>>(`/api/me/notifications${query}`)).body.data;
const unread = async (b: TestBrowser) =>
  (await b.get<UnreadNotifications>('/api/me/notifications/unread')).body.data.unread;

/** A notice written as an event would write it, at the world's clock. */
const notify = (t: World, title: string) =>
  transaction(t.db, (tx) =>
    notifyPlayer(tx, t.userId, 'bonus-expiring', { title, expiresAt: '2030-01-01T00:00:00.000Z' }, t.clock.now()),
  );

async function withdraw(t: World, amount = 5_000) {
  const answer = await t.b.post<Withdrawal>('/api/me/withdrawals', {
    idempotencyKey: `notice-${randomUUID()}`,
    method: 'crypto',
    amount,
    coin: 'usdt',
    network: 'trc20',
    address: TRC20,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.transactionId;
}

describe('the player inbox', () => {
  it('given a card deposit, then the inbox holds its notice, unread, and the account stream pushes the count', async () => {
    const t = await demo();
    const stream = await openStream(t, t.b);
    expect(stateOf(await stream.next()).unreadNotifications).toBe(0);
    const { token } = await cardToken(t, '4242 4242 4242 4242');
    const deposit = await t.b.post<Deposit>('/api/me/deposits/card', {
      idempotencyKey: `notice-${randomUUID()}`,
      amount: 5_000,
      paymentToken: token,
      promotionAlias: null,
    });
    expect(deposit.status).toBe(200);
    expect(stateOf(await stream.next()).unreadNotifications).toBe(1);
    stream.close();
    const list = await inbox(t.b);
    expect(list.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'deposit-confirmed',
        params: { amount: 5_000, currency: 'USD' },
        createdAt: new Date(t.clock.now()).toISOString(),
        readAt: null,
      },
    ]);
    expect(await unread(t.b)).toBe(1);
  });

  it('lists newest first, 20 a page unless per_page says otherwise', async () => {
    const t = await demo();
    for (let n = 1; n <= 25; n++) {
      await notify(t, `Bonus ${n}`);
      t.clock.advance(1_000);
    }
    const first = await inbox(t.b);
    expect(first.pagination).toEqual({ totalItems: 25, currentPage: 1, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.params).toMatchObject({ title: 'Bonus 25' });
    const second = await inbox(t.b, '?page=2');
    expect(second.items.map((n) => n.params)).toEqual(
      [5, 4, 3, 2, 1].map((n) => ({ title: `Bonus ${n}`, expiresAt: '2030-01-01T00:00:00.000Z' })),
    );
    expect((await inbox(t.b, '?page=2&per_page=10')).items).toHaveLength(10);
    expect((await t.b.get('/api/me/notifications?page=0')).status).toBe(400);
  });

  it('marks one notice read, then all; a second mark keeps the first time', async () => {
    const t = await demo();
    await notify(t, 'First');
    await notify(t, 'Second');
    await notify(t, 'Third');
    const [newest] = (await inbox(t.b)).items;
    const marked = await t.b.post<UnreadNotifications>(`/api/me/notifications/${newest?.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ unread: 2 });
    const readAt = new Date(t.clock.now()).toISOString();
    t.clock.advance(60_000);
    expect((await t.b.post(`/api/me/notifications/${newest?.id}/read`)).body.data).toEqual({ unread: 2 });
    const after = (await inbox(t.b)).items;
    expect(after.map((n) => n.readAt)).toEqual([readAt, null, null]);

    expect((await t.b.post('/api/me/notifications/read-all')).body.data).toEqual({ unread: 0 });
    expect((await inbox(t.b)).items.every((n) => n.readAt !== null)).toBe(true);
    expect(await unread(t.b)).toBe(0);
  });

  it("answers 404 for another player's notice and one that never was, and leaves theirs unread", async () => {
    const t = await demo();
    const stranger = t.browser();
    const signUp = validSignUp('inbox404');
    expect((await stranger.post('/api/auth/register', signUp)).status).toBe(200);
    const strangerId = Number(
      (await one<{ id: number }>(t.db, 'SELECT id FROM users WHERE login = ?', signUp.login))?.id,
    );
    await transaction(t.db, (tx) => notifyPlayer(tx, strangerId, 'verification-approved', {}, t.clock.now()));
    const [theirs] = (await inbox(stranger)).items;

    const refused = await t.b.post(`/api/me/notifications/${theirs?.id}/read`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Notification not found');
    expect(await unread(stranger)).toBe(1);
    expect((await inbox(t.b)).items).toEqual([]);
    expect((await t.b.post('/api/me/notifications/999999/read')).status).toBe(404);
    expect((await t.b.post('/api/me/notifications/abc/read')).status).toBe(400);
    // Marking all of one's own leaves the other player's alone.
    await t.b.post('/api/me/notifications/read-all');
    expect(await unread(stranger)).toBe(1);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = createTestApp().browser();
    expect((await visitor.get('/api/me/notifications')).status).toBe(401);
    expect((await visitor.get('/api/me/notifications/unread')).status).toBe(401);
    expect((await visitor.post('/api/me/notifications/1/read')).status).toBe(401);
    expect((await visitor.post('/api/me/notifications/read-all')).status).toBe(401);
  });

  it('keeps notices 90 days: the sweep deletes older ones', async () => {
    const t = await demo();
    await notify(t, 'Old');
    t.clock.advance(2 * DAY_MS);
    await notify(t, 'Recent');
    t.clock.advance(88 * DAY_MS + 1);
    expect(await t.sweeps.notifications()).toBe(1);
    const left = await listNotifications(t.db, t.userId, { page: 1, perPage: 10 });
    expect(left.items.map((n) => n.params)).toEqual([{ title: 'Recent', expiresAt: '2030-01-01T00:00:00.000Z' }]);
  });

  it('sends a notice with a once-key once, and refuses params that do not fit the kind', async () => {
    const t = await demo();
    const send = () =>
      transaction(t.db, (tx) =>
        notifyPlayer(tx, t.userId, 'verification-rejected', { reason: 'The photo is blurred' }, t.clock.now(), {
          onceKey: 'verification:1',
        }),
      );
    expect(await send()).toBe(true);
    expect(await send()).toBe(false);
    expect(await countUnreadNotifications(t.db, t.userId)).toBe(1);
    await expect(
      transaction(t.db, (tx) =>
        notifyPlayer(tx, t.userId, 'verification-rejected', {} as { reason: string }, t.clock.now()),
      ),
    ).rejects.toThrow('Invalid params for a verification-rejected notice');
    await expect(notifyPlayer(t.db, t.userId, 'verification-approved', {}, t.clock.now())).rejects.toThrow(
      'inside the transaction',
    );
  });
});

describe('notices of events', () => {
  it('warns once of a bonus that ends within a day', async () => {
    const t = watched(createTestApp());
    const b = t.browser();
    const signUp = { ...validSignUp('inboxbonus'), country: 'US', currency: 'USD' };
    expect((await b.post('/api/auth/register', signUp)).status).toBe(200);
    const userId = Number((await one<{ id: number }>(t.db, 'SELECT id FROM users WHERE login = ?', signUp.login))?.id);
    expect((await b.post('/api/me/promotions/welcome-bonus/activate')).status).toBe(200);
    const { token } = await cardToken({ ...t, b }, '4242 4242 4242 4242');
    const paidAt = t.clock.now();
    expect(
      (
        await b.post('/api/me/deposits/card', {
          idempotencyKey: `notice-${randomUUID()}`,
          amount: 2_000,
          paymentToken: token,
          promotionAlias: 'welcome-bonus',
        })
      ).status,
    ).toBe(200);
    // The Welcome Bonus runs 30 days from its payment.
    const endsAt = paidAt + 30 * DAY_MS;
    t.clock.advance(endsAt - BONUS_WARNING_MS - 60_000 - t.clock.now());
    expect(await t.sweeps.bonusWarnings()).toBe(0);
    t.clock.advance(endsAt - BONUS_WARNING_MS + 60_000 - t.clock.now());
    expect(await t.sweeps.bonusWarnings()).toBe(1);
    t.clock.advance(60_000);
    expect(await t.sweeps.bonusWarnings()).toBe(0);
    const { items } = await listNotifications(t.db, userId, { page: 1, perPage: 10 });
    expect(items.map((n) => [n.kind, n.params])).toEqual([
      ['bonus-expiring', { title: 'Welcome Bonus 100% up to $500', expiresAt: new Date(endsAt).toISOString() }],
      ['deposit-confirmed', { amount: 2_000, currency: 'USD' }],
    ]);
  });

  it('tells of a limit set at once, a raise that waits, and the raise taking effect', async () => {
    const t = await demo();
    const set = (amount: number | null) =>
      t.b.send('PUT', '/api/me/responsible-gaming/limits', { body: { kind: 'deposit', period: 'daily', amount } });
    expect((await set(10_000)).status).toBe(200);
    const raisedAt = t.clock.now();
    expect((await set(20_000)).status).toBe(200);
    const kinds = async () =>
      (await listNotifications(t.db, t.userId, { page: 1, perPage: 10 })).items.map((n) => [n.kind, n.params]);
    expect(await kinds()).toEqual([
      [
        'limit-changed',
        {
          limit: 'deposit',
          period: 'daily',
          amount: 20_000,
          currency: 'USD',
          effectiveAt: new Date(raisedAt + LIMIT_INCREASE_COOLING_MS).toISOString(),
        },
      ],
      ['limit-changed', { limit: 'deposit', period: 'daily', amount: 10_000, currency: 'USD', effectiveAt: null }],
    ]);
    t.clock.advance(raisedAt + LIMIT_INCREASE_COOLING_MS - 1 - t.clock.now());
    expect(await t.sweeps.limits()).toBe(0);
    t.clock.advance(raisedAt + LIMIT_INCREASE_COOLING_MS - t.clock.now());
    expect(await t.sweeps.limits()).toBe(1);
    expect(await t.sweeps.limits()).toBe(0);
    expect((await kinds())[0]).toEqual([
      'limit-took-effect',
      { limit: 'deposit', period: 'daily', amount: 20_000, currency: 'USD' },
    ]);
  });

  it('tells of a withdrawal cancelled by the player', async () => {
    const t = await demo();
    const id = await withdraw(t);
    expect((await t.b.post('/api/me/withdrawals/cancel', { transactionId: id })).status).toBe(200);
    expect((await inbox(t.b)).items[0]).toMatchObject({
      kind: 'withdrawal-cancelled',
      params: { amount: 5_000, currency: 'USD' },
    });
  });
});

describe('the development withdrawal control', () => {
  it('approves (the player can no longer cancel), then pays, each with its notice', async () => {
    const t = await demo();
    const operator = t.browser();
    const id = await withdraw(t);
    const approved = await operator.post<Withdrawal>(`/api/dev/withdrawals/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ transactionId: id, status: 'pending' });
    expect((await t.b.post('/api/me/withdrawals/cancel', { transactionId: id })).status).toBe(404);
    expect((await operator.post(`/api/dev/withdrawals/${id}/approve`)).status).toBe(404);
    const paid = await operator.post<Withdrawal>(`/api/dev/withdrawals/${id}/pay`);
    expect(paid.body.data).toMatchObject({ status: 'completed' });
    expect((await operator.post(`/api/dev/withdrawals/${id}/reject`, {})).status).toBe(404);
    expect((await inbox(t.b)).items.map((n) => n.kind)).toEqual(['withdrawal-paid', 'withdrawal-approved']);
  });

  it('rejects with a reason: the money returns through the ledger', async () => {
    const t = await demo();
    const before = (await t.b.get<{ balance: number }>('/api/me')).body.data.balance;
    const id = await withdraw(t, 7_000);
    expect((await t.browser().post(`/api/dev/withdrawals/${id}/pay`)).status).toBe(404);
    const rejected = await t.browser().post<Withdrawal>(`/api/dev/withdrawals/${id}/reject`, {
      reason: 'The address belongs to a sanctioned exchange',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect((await t.b.get<{ balance: number }>('/api/me')).body.data.balance).toBe(before);
    expect((await inbox(t.b)).items[0]).toMatchObject({
      kind: 'withdrawal-rejected',
      params: { amount: 7_000, currency: 'USD', reason: 'The address belongs to a sanctioned exchange' },
    });
  });

  it('is absent without DEV_SERVICES and to anyone but the machine itself', async () => {
    const off = await demo({ config: { devServices: false } });
    const id = await withdraw(off);
    expect((await off.browser().post(`/api/dev/withdrawals/${id}/approve`)).status).toBe(404);
    const on = await demo();
    const other = await withdraw(on);
    const remote = on.browser({ remoteAddress: '203.0.113.9' });
    expect((await remote.post(`/api/dev/withdrawals/${other}/approve`)).status).toBe(404);
  });
});
