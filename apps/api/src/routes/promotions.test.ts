import type { ActivePromotion, Promotion, RegisterBody } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { checkLedgersAfterEach } from '../testing/ledger-invariant';
import { createTestApp, SEED_NOW } from '../testing/test-app';

const watched = checkLedgersAfterEach();

const newPlayer: RegisterBody = {
  login: 'promo.player',
  email: 'promo.player@casino.test',
  pass: 'Secret123!',
  ip: '203.0.113.9',
  userAgent: 'vitest',
  domain: 'casino.test',
  country: 'GB',
  currency: 'GBP',
  lang: 'en',
  profile: {
    first_name: 'Sam',
    last_name: 'Lee',
    date_birth: '1992-03-04',
    gender: 'f',
    city: 'Leeds',
    state: 'West Yorkshire',
    postcode: 'LS1 4DY',
    address: '1 Park Row',
    phone_code: '+44',
    phone_number: '1132345678',
    privacy: true,
  },
};

describe('activating and cancelling promotions', () => {
  it('given the demo player, when they activate a promotion and cancel it, then the active list follows', async () => {
    const b = watched(createTestApp()).browser();
    await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);

    const activated = await b.post<ActivePromotion>('/api/me/promotions/weekly-cashback/activate');
    expect(activated.body.data).toMatchObject({ alias: 'weekly-cashback', status: 'active' });
    expect((await b.post('/api/me/promotions/weekly-cashback/activate')).status).toBe(409);
    expect((await b.get<ActivePromotion[]>('/api/promotions/active')).body.data).toHaveLength(2);

    const cancel = await b.post(`/api/me/promotions/histories/${activated.body.data.historyId}/cancel`);
    expect(cancel.body).toEqual({ status: 'success', data: null, message: '' });
    const active = (await b.get<ActivePromotion[]>('/api/promotions/active')).body.data;
    expect(active.map((p) => p.alias)).toEqual(['weekend-reload']);

    expect((await b.post(`/api/me/promotions/histories/${activated.body.data.historyId}/cancel`)).status).toBe(404);
    expect((await b.post('/api/me/promotions/no-such-promo/activate')).status).toBe(404);
  });

  it('runs the seeded promotions for their validity from the day the database was seeded, whatever the date', async () => {
    const { browser } = watched(createTestApp());
    const promotions = (await browser().get<Promotion[]>('/api/promotions')).body.data;
    const endings = Object.fromEntries(promotions.map((p) => [p.alias, p.validUntil]));
    const daysAfterSeed = (days: number) => new Date(SEED_NOW.getTime() + days * 86_400_000).toISOString();
    expect(endings).toEqual({
      'welcome-bonus': daysAfterSeed(90),
      'weekend-reload': daysAfterSeed(60),
      'weekly-cashback': null,
      'free-spins-friday': daysAfterSeed(30),
      'high-roller': daysAfterSeed(120),
    });
  });

  it('refuses to activate a promotion whose end date has passed, and still activates one without an end', async () => {
    const { browser, clock } = watched(createTestApp());
    const promotions = (await browser().get<Promotion[]>('/api/promotions')).body.data;
    const ending = promotions.find((p) => p.alias === 'free-spins-friday');
    clock.advance(Date.parse(ending?.validUntil ?? '') - clock.now());
    const b = browser();
    await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);

    const res = await b.post('/api/me/promotions/free-spins-friday/activate');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This promotion has ended');
    expect((await b.post('/api/me/promotions/weekly-cashback/activate')).status).toBe(200);
  });

  it('lets two players hold the same promotion, each cancelling only their own', async () => {
    const { browser } = watched(createTestApp());
    const demo = browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const other = browser();
    expect((await other.post('/api/auth/register', newPlayer)).status).toBe(200);

    const mine = (await demo.post<ActivePromotion>('/api/me/promotions/high-roller/activate')).body.data;
    const theirs = (await other.post<ActivePromotion>('/api/me/promotions/high-roller/activate')).body.data;
    expect(theirs.historyId).not.toBe(mine.historyId);
    expect((await other.post(`/api/me/promotions/histories/${mine.historyId}/cancel`)).status).toBe(404);
    expect((await demo.post(`/api/me/promotions/histories/${mine.historyId}/cancel`)).status).toBe(200);
    expect((await other.get<ActivePromotion[]>('/api/promotions/active')).body.data.map((p) => p.alias)).toEqual([
      'high-roller',
    ]);
  });

  it('refuses a history id that is not a positive whole number', async () => {
    const b = watched(createTestApp()).browser();
    await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const res = await b.post('/api/me/promotions/histories/abc/cancel');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id must be a positive whole number');
  });

  it('needs a login', async () => {
    expect((await watched(createTestApp()).browser().post('/api/me/promotions/welcome-bonus/activate')).status).toBe(
      401,
    );
  });
});
