import type { Bet, Game, GameLaunch, Paged, SpinResult, Transaction, User } from '@casino/api-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { createTestApp, type TestBrowser } from '../testing/test-app';

let app: ReturnType<typeof createTestApp>;
let demo: TestBrowser;
let visitor: TestBrowser;

beforeEach(async () => {
  app = createTestApp();
  demo = app.browser();
  visitor = app.browser();
  await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
});

const page = async (b: TestBrowser, url: string) => {
  const res = await app.app.request(url, { headers: { Cookie: b.jar.header(url) } });
  return { status: res.status, type: res.headers.get('Content-Type'), html: await res.text() };
};

const spinUrlOf = (html: string) => /data-spin-url="([^"]+)"/.exec(html)?.[1] ?? '';

describe('launch links (/games/real/link and /games/demo/link)', () => {
  it('given a visitor, the real link is refused with 401 and the demo link works by alias', async () => {
    expect((await visitor.post('/api/games/real/link', { alias: 'phantom-riches', ip: '1.2.3.4' })).status).toBe(401);
    const demoLink = await visitor.post<GameLaunch>('/api/games/demo/link', { alias: 'phantom-riches' });
    expect(demoLink.body.data.url).toBe('/play/demo/phantom-riches');
  });

  it('accepts a game id, refuses an unknown game with 404 and a body without either with 400', async () => {
    const game = (await visitor.get<Game>('/api/games/phantom-riches')).body.data;
    const byId = await demo.post<GameLaunch>('/api/games/real/link', { gameId: game.id, ip: '1.2.3.4' });
    expect(byId.body.data.url).toMatch(/^\/play\/real\/[\w-]{40,}$/);
    expect((await demo.post('/api/games/real/link', { alias: 'no-such-game' })).body).toMatchObject({
      status: 'error',
      message: 'Game not found',
    });
    const missing = await demo.post('/api/games/demo/link', { ip: '1.2.3.4' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('gameId or alias is required');
  });

  it('records launched games as recent for the player, newest first and without repeats', async () => {
    await demo.post('/api/games/real/link', { alias: 'phantom-riches' });
    const first = (await visitor.get<Paged<Game>>('/api/games?per_page=2&page=20')).body.data.items;
    const [a, b] = first;
    if (!a || !b) throw new Error('seed has games');
    app.clock.advance(1000);
    await demo.post('/api/games/demo/link', { alias: a.alias });
    app.clock.advance(1000);
    await demo.post('/api/games/real/link', { alias: b.alias });
    app.clock.advance(1000);
    await demo.post('/api/games/real/link', { alias: 'phantom-riches' });
    const recent = (await demo.get<Game[]>('/api/me/games/recent')).body.data.map((g) => g.alias);
    expect(recent.slice(0, 3)).toEqual(['phantom-riches', b.alias, a.alias]);
    expect(new Set(recent).size).toBe(recent.length);
    expect((await visitor.get('/api/me/games/recent')).status).toBe(401);
  });
});

describe("handing a visitor's recent games to the account (POST /me/games/recent)", () => {
  const twoGames = async () => {
    const [a, b] = (await visitor.get<Paged<Game>>('/api/games?per_page=2&page=20')).body.data.items;
    if (!a || !b) throw new Error('seed has games');
    return [a.alias, b.alias] as const;
  };

  it("puts the visitor's games on top in their order, above the account's, without repeats or unknown games", async () => {
    const [a, b] = await twoGames();
    await demo.post('/api/games/real/link', { alias: 'phantom-riches' });
    await demo.post('/api/games/real/link', { alias: b });
    app.clock.advance(60_000);
    const merged = await demo.post<Game[]>('/api/me/games/recent', { aliases: [a, 'no-such-game', b] });
    expect(merged.status).toBe(200);
    const aliases = merged.body.data.map((g) => g.alias);
    expect(aliases.slice(0, 3)).toEqual([a, b, 'phantom-riches']);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect((await demo.get<Game[]>('/api/me/games/recent')).body.data.map((g) => g.alias)).toEqual(aliases);
  });

  it.each([
    ['a visitor', () => visitor, { aliases: ['phantom-riches'] }, 401],
    ['more games than a list keeps', () => demo, { aliases: Array.from({ length: 25 }, (_, i) => `game-${i}`) }, 400],
    ['an alias that is not one', () => demo, { aliases: ['../etc'] }, 400],
    ['no list', () => demo, {}, 400],
  ])('refuses %s', async (_, who, body, status) => {
    expect((await who().post('/api/me/games/recent', body)).status).toBe(status);
  });
});

describe('the demo slot in real mode', () => {
  afterEach(() => expectLedgerMatchesBalances(app.db));

  it('debits the stake and credits the win together, recording a bet and its transactions', async () => {
    const link = (await demo.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches' })).body.data.url;
    const slot = await page(visitor, link);
    expect(slot.status).toBe(200);
    expect(slot.type).toContain('text/html');
    expect(slot.html).toContain('Phantom Riches');
    expect(slot.html).toContain('Real money');
    expect(slot.html).toContain('1000.00 USD');

    const spin = await visitor.post<SpinResult>(spinUrlOf(slot.html), { stake: 500 });
    expect(spin.status).toBe(200);
    const r = spin.body.data;
    expect(r.stake).toBe(500);
    expect(r.balance).toBe(100_000 - 500 + r.win);
    expect((await demo.get<User>('/api/me')).body.data.balance).toBe(r.balance);

    const bets = (await demo.get<Paged<Bet>>('/api/me/bets')).body.data.items;
    expect(bets[0]).toMatchObject({ id: r.betId, gameAlias: 'phantom-riches', stake: 500, win: r.win });
    const ledger = (await demo.get<Paged<Transaction>>('/api/me/transactions?per_page=5')).body.data.items;
    const mine = ledger.filter((t) => t.description.endsWith('Phantom Riches'));
    expect(mine.find((t) => t.type === 'bet')).toMatchObject({ amount: -500, status: 'completed' });
    if (r.win > 0) expect(mine.find((t) => t.type === 'win')).toMatchObject({ amount: r.win, balanceAfter: r.balance });
    else expect(mine.some((t) => t.type === 'win')).toBe(false);
  });

  it('refuses a spin over the balance with a clear message and moves nothing', async () => {
    const fresh = app.browser();
    await fresh.post('/api/auth/register', {
      login: 'broke',
      email: 'broke@casino.test',
      pass: 'Secret123!',
      ip: '203.0.113.9',
      userAgent: 'vitest',
      domain: 'casino.test',
      country: 'US',
      currency: 'USD',
      lang: 'en',
      profile: {
        first_name: 'Bo',
        last_name: 'Roke',
        date_birth: '1990-01-01',
        gender: 'm',
        city: 'Austin',
        state: 'Texas',
        postcode: '73301',
        address: '1 Main St',
        phone_code: '+1',
        phone_number: '5125550100',
        privacy: true,
      },
    });
    const link = (await fresh.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches' })).body.data.url;
    const spin = await visitor.post(spinUrlOf((await page(visitor, link)).html), { stake: 100 });
    expect(spin.status).toBe(422);
    expect(spin.body.message).toBe('Insufficient balance: your balance (0.00 USD) is lower than the stake (1.00 USD).');
    expect((await fresh.get<Paged<Bet>>('/api/me/bets')).body.data.items).toEqual([]);
  });

  it('refuses a stake that is not on the table and a token that does not exist', async () => {
    const link = (await demo.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches' })).body.data.url;
    const url = spinUrlOf((await page(visitor, link)).html);
    expect((await visitor.post(url, { stake: 123 })).status).toBe(400);
    const unknown = await visitor.post('/api/games/sessions/not-a-token/spin', { stake: 100 });
    expect(unknown.status).toBe(401);
    expect((await page(visitor, '/play/real/not-a-token')).status).toBe(404);
  });
});

describe('the demo slot in demo mode', () => {
  afterEach(() => expectLedgerMatchesBalances(app.db));

  it('plays with play money and writes nothing to the account', async () => {
    const link = (await demo.post<GameLaunch>('/api/games/demo/link', { alias: 'phantom-riches' })).body.data.url;
    const slot = await page(demo, link);
    expect(slot.html).toContain('Demo: play money');
    const spin = await demo.post<SpinResult>(spinUrlOf(slot.html), { stake: 1000, balance: 5000 });
    expect(spin.body.data).toMatchObject({ stake: 1000, betId: null });
    expect(spin.body.data.balance).toBe(4000 + spin.body.data.win);
    expect((await demo.get<User>('/api/me')).body.data.balance).toBe(100_000);
    const over = await demo.post(spinUrlOf(slot.html), { stake: 1000, balance: 500 });
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('Insufficient balance');
  });

  it('serves its own script and style, and no web app page under /play', async () => {
    const js = await app.app.request('/play/assets/slot.js');
    expect(js.headers.get('Content-Type')).toContain('text/javascript');
    const css = await app.app.request('/play/assets/slot.css');
    expect(css.headers.get('Content-Type')).toContain('text/css');
    expect((await page(visitor, '/play/demo/no-such-game')).status).toBe(404);
  });
});
