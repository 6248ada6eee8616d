import type {
  ActivePromotion,
  Bet,
  Game,
  Paged,
  PaymentMethod,
  Transaction,
  User,
  Withdrawal,
} from '@casino/api-contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { createTestApp, type TestBrowser } from '../testing/test-app';

describe('the logged-in player', () => {
  let demo: TestBrowser;
  let visitor: TestBrowser;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    app = createTestApp();
    const { browser } = app;
    demo = browser();
    visitor = browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  });
  afterEach(() => expectLedgerMatchesBalances(app.db));

  it('reads /me without a profile unless asked with withProfile=true', async () => {
    const plain = (await demo.get<User>('/api/me')).body.data;
    expect(plain).toMatchObject({ login: 'demo', balance: 100_000, currency: 'USD' });
    expect(plain).not.toHaveProperty('profile');

    const full = (await demo.get<User>('/api/me?withProfile=true')).body.data;
    expect(full.profile).toMatchObject({ first_name: 'Alex', last_name: 'Morgan', gender: 'm' });
  });

  it('rejects a withProfile value that is not true or false', async () => {
    const res = await demo.get('/api/me?withProfile=yes');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('withProfile must be true or false');
  });

  it('lists the active promotion of the demo player, and refuses visitors', async () => {
    const active = (await demo.get<ActivePromotion[]>('/api/promotions/active')).body.data;
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ alias: 'weekend-reload', status: 'active' });
    expect((await visitor.get('/api/promotions/active')).status).toBe(401);
  });

  it('pages through bets, newest first', async () => {
    const page = (await demo.get<Paged<Bet>>('/api/me/bets?per_page=10&page=2')).body.data;
    expect(page.pagination).toEqual({ totalItems: 30, currentPage: 2, totalPages: 3 });
    expect(page.items).toHaveLength(10);
    const times = page.items.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters transactions by type and period, 20 per page by default, with a ledger that ends at the balance', async () => {
    const all = (await demo.get<Paged<Transaction>>('/api/me/transactions')).body.data;
    expect(all.items).toHaveLength(20);
    expect(all.items[0]?.balanceAfter).toBe(100_000);

    const deposits = (await demo.get<Paged<Transaction>>('/api/me/transactions?type=deposit')).body.data;
    expect(deposits.items.every((t) => t.type === 'deposit')).toBe(true);
    expect(deposits.pagination.totalItems).toBe(3);

    const week = (await demo.get<Paged<Transaction>>('/api/me/transactions?period=week')).body.data;
    expect(week.pagination.totalItems).toBeGreaterThan(0);
    expect(week.pagination.totalItems).toBeLessThan(all.pagination.totalItems);

    const bad = await demo.get('/api/me/transactions?type=jackpot');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^type: /);
  });

  it('lists withdrawals 10 per page by default', async () => {
    const page = (await demo.get<Paged<Withdrawal>>('/api/me/withdrawals')).body.data;
    expect(page.pagination).toEqual({ totalItems: 3, currentPage: 1, totalPages: 1 });
    expect(page.items.map((w) => w.status).sort()).toEqual(['cancelled', 'completed', 'pending']);
  });

  it('cancels a pending withdrawal once, refunding the balance with a ledger row', async () => {
    const pending = (await demo.get<Paged<Withdrawal>>('/api/me/withdrawals')).body.data.items.find(
      (w) => w.status === 'pending',
    ) as Withdrawal;
    const res = await demo.post<Withdrawal>('/api/me/withdrawals/cancel', { transactionId: pending.transactionId });
    expect(res.body.data).toMatchObject({ transactionId: pending.transactionId, status: 'cancelled' });
    expect((await demo.get<User>('/api/me')).body.data.balance).toBe(100_000 + pending.amount);
    const [refund] = (await demo.get<Paged<Transaction>>('/api/me/transactions?type=refund')).body.data.items;
    expect(refund).toMatchObject({ amount: pending.amount, balanceAfter: 100_000 + pending.amount });

    const again = await demo.post('/api/me/withdrawals/cancel', { transactionId: pending.transactionId });
    expect(again.status).toBe(404);
  });

  it('adds and removes favourites', async () => {
    const before = (await demo.get<Game[]>('/api/me/games/favorites')).body.data;
    expect(before).toHaveLength(4);
    const slots = (await demo.get<Game[]>('/api/games/group/slots?limit=20')).body.data;
    const gameId = slots.find((g) => !before.some((f) => f.id === g.id))?.id ?? 0;

    expect((await demo.post('/api/me/games/favorites', { gameId })).status).toBe(200);
    expect((await demo.post('/api/me/games/favorites', { gameId })).status).toBe(200);
    const added = (await demo.get<Game[]>('/api/me/games/favorites')).body.data;
    expect(added).toHaveLength(5);
    expect(added[0]?.id).toBe(gameId);

    expect((await demo.send('DELETE', `/api/me/games/favorites/${gameId}`)).status).toBe(200);
    expect((await demo.get<Game[]>('/api/me/games/favorites')).body.data).toHaveLength(4);

    expect((await demo.post('/api/me/games/favorites', { gameId: 999_999 })).status).toBe(404);
    expect((await demo.post('/api/me/games/favorites', { gameId: 'x' })).status).toBe(400);
  });

  it('lists payment methods with the active set of docs/product.md#entities', async () => {
    const methods = (await demo.get<PaymentMethod[]>('/api/me/funds/payments')).body.data;
    expect(methods.filter((m) => m.active).map((m) => m.id)).toEqual(['s2s', 'nowpayments', 'changelly']);
  });

  it('keeps every /me endpoint behind login', async () => {
    for (const path of [
      '/api/me',
      '/api/me/bets',
      '/api/me/transactions',
      '/api/me/withdrawals',
      '/api/me/games/favorites',
      '/api/me/funds/payments',
    ]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe('Unauthenticated');
    }
  });
});

describe('credential availability', () => {
  it('tells taken from free, ignoring letter case', async () => {
    const b = createTestApp().browser();
    const ask = async (type: string, value: string) =>
      (await b.post<{ isAvailable: boolean }>('/api/users/validate/credential', { type, value })).body.data;
    expect(await ask('email', 'Demo@Casino.test')).toEqual({ isAvailable: false });
    expect(await ask('login', 'DEMO')).toEqual({ isAvailable: false });
    expect(await ask('login', 'someone.new')).toEqual({ isAvailable: true });
    expect((await b.post('/api/users/validate/credential', { type: 'phone', value: '1' })).status).toBe(400);
  });
});
