import {
  type Category,
  encodeGameFilters,
  type Game,
  type GameFilter,
  nameContains,
  type Paged,
  type Promotion,
  type Provider,
} from '@casino/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestBrowser } from '../testing/test-app';

const gamesUrl = (filters: GameFilter[], extra: Record<string, string> = {}) =>
  `/api/games?${new URLSearchParams([...Object.entries(extra), ...encodeGameFilters(filters)])}`;

let visitor: TestBrowser;
beforeAll(() => {
  visitor = createTestApp().browser();
});

const games = async (url: string) => (await visitor.get<Paged<Game>>(url)).body.data;

describe('GET /api/games', () => {
  it('pages 24 at a time by default with correct totals', async () => {
    const page = await games('/api/games');
    expect(page.items).toHaveLength(24);
    expect(page.pagination).toEqual({ totalItems: 2100, currentPage: 1, totalPages: 88 });
    expect(page.items[0]).toMatchObject({ image: `games/${page.items[0]?.alias}.svg` });
    expect(page.items[0]?.categories.length).toBeGreaterThanOrEqual(1);
  });

  it('honours per_page and gives an empty page past the end with the right totals', async () => {
    expect((await games('/api/games?per_page=100&page=21')).items).toHaveLength(100);
    const past = await games('/api/games?per_page=100&page=50');
    expect(past.items).toEqual([]);
    expect(past.pagination).toEqual({ totalItems: 2100, currentPage: 50, totalPages: 21 });
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['page=abc', 'page must be a number'],
    ['page=1.5', 'page must be a whole number'],
    ['per_page=101', 'per_page must be 100 or less'],
  ])('rejects %s with 400 "%s"', async (query, message) => {
    const res = await visitor.get(`/api/games?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', data: null, message });
  });

  it('finds games by part of the name, ignoring case', async () => {
    const page = await games(gamesUrl([nameContains('DRAGON')]));
    expect(page.pagination.totalItems).toBeGreaterThan(10);
    expect(page.items.every((g) => /dragon/i.test(g.name))).toBe(true);
  });

  it('filters by category alias', async () => {
    const page = await games(gamesUrl([{ field: 'categories.alias', operator: '=', value: 'roulette' }]));
    expect(page.pagination.totalItems).toBe(80);
    expect(page.items.every((g) => g.categories.some((c) => c.alias === 'roulette'))).toBe(true);
  });

  it('filters by one provider or a list of providers', async () => {
    const one = await games(gamesUrl([{ field: 'provider', operator: '=', value: 'Aurora Reels' }]));
    expect(one.pagination.totalItems).toBeGreaterThan(0);
    expect(one.items.every((g) => g.provider === 'Aurora Reels')).toBe(true);

    const two = await games(gamesUrl([{ field: 'provider', operator: 'in', value: 'Aurora Reels,Zephyr Live' }]));
    expect(new Set(two.items.map((g) => g.provider))).toEqual(new Set(['Aurora Reels', 'Zephyr Live']));
    const zephyr = await games(gamesUrl([{ field: 'provider', operator: '=', value: 'Zephyr Live' }]));
    expect(two.pagination.totalItems).toBe(one.pagination.totalItems + zephyr.pagination.totalItems);
  });

  it('combines filters with AND', async () => {
    const page = await games(
      gamesUrl(
        [
          { field: 'categories.alias', operator: '=', value: 'live-dealers' },
          { field: 'provider', operator: '=', value: 'Zephyr Live' },
          nameContains('blackjack'),
        ],
        { per_page: '100' },
      ),
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const g of page.items) {
      expect(g.provider).toBe('Zephyr Live');
      expect(g.name).toMatch(/blackjack/i);
      expect(g.categories.map((c) => c.alias)).toContain('live-dealers');
    }
  });

  it('rejects a malformed filter with 400 naming it', async () => {
    const res = await visitor.get('/api/games?filters[0][field]=price&filters[0][value]=1&filters[0][operator]==');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^filters\[0\] is not valid/);
  });
});

describe('single games, groups and lists', () => {
  it('answers a game by alias, and 404 "Game not found" for an unknown one', async () => {
    const [first] = (await games('/api/games?per_page=1')).items;
    const res = await visitor.get<Game>(`/api/games/${first?.alias}`);
    expect(res.body.data).toEqual(first);

    const missing = await visitor.get('/api/games/no-such-game');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'error', data: null, message: 'Game not found' });
  });

  it('answers a group of 16 by default, most popular first; new releases newest first', async () => {
    const popular = (await visitor.get<Game[]>('/api/games/group/popular')).body.data;
    expect(popular).toHaveLength(16);
    expect((await visitor.get<Game[]>('/api/games/group/slots?limit=5')).body.data).toHaveLength(5);
    expect((await visitor.get<Game[]>('/api/games/group/new-releases')).body.data).toHaveLength(16);

    const unknown = await visitor.get('/api/games/group/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Game group not found');
    expect((await visitor.get('/api/games/group/popular?limit=0')).body.message).toBe('limit must be 1 or more');
  });

  it('lists every category, hidden ones too, with icons (and is not mistaken for a game alias)', async () => {
    const categories = (await visitor.get<Category[]>('/api/games/categories')).body.data;
    expect(categories.map((c) => c.alias)).toEqual(
      expect.arrayContaining(['popular', 'new-releases', 'slots', 'casual', 'live-dealers', 'table']),
    );
    expect(categories.filter((c) => c.is_public === 0)).toHaveLength(1);
    expect(categories.find((c) => c.alias === 'slots')?.img).toBe('cherry');
    // Each category has its own icon, and none takes the grid that stands for All Games in the bar.
    const icons = categories.filter((c) => c.is_public === 1).map((c) => c.img);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain('layout-grid');
  });

  it('lists providers, currencies, languages and promotions', async () => {
    expect((await visitor.get<Provider[]>('/api/games/providers')).body.data.length).toBeGreaterThanOrEqual(20);
    const currencies = (await visitor.get<{ code: string }[]>('/api/currencies')).body.data.map((c) => c.code);
    expect(currencies).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL']));
    expect((await visitor.get('/api/languages')).body.data).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
      { code: 'es', name: 'Español' },
    ]);
    const promotions = (await visitor.get<Promotion[]>('/api/promotions')).body.data;
    expect(promotions.length).toBeGreaterThanOrEqual(4);
    expect(promotions.map((p) => p.alias)).toContain('welcome-bonus');
  });
});
