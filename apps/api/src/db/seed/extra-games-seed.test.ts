import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_NOW, TEST_PASSWORD_COST } from '../../testing/test-app';
import { openDatabase } from '../open-database';
import { all, type Db, one } from '../sql';
import { PROVIDERS, SEEDED_GAME_COUNT } from './catalogue-data';

const open = (games?: number) => openDatabase(':memory:', { now: SEED_NOW, passwordCost: TEST_PASSWORD_COST, games });

const gamesOf = (db: Db) =>
  all<{ alias: string; name: string; provider_id: number; popularity: number; released_at: string }>(
    db,
    'SELECT alias, name, provider_id, popularity, released_at FROM games ORDER BY id',
  );

const perCategory = async (db: Db) =>
  Object.fromEntries(
    (
      await all<{ alias: string; n: number }>(
        db,
        `SELECT c.alias, COUNT(gc.game_id) AS n FROM categories c LEFT JOIN game_categories gc ON gc.category_id = c.id
       GROUP BY c.id`,
      )
    ).map((c) => [c.alias, c.n]),
  );

describe('SEED_GAMES: a bigger generated catalogue', async () => {
  const seeded = await open();
  const grown = await open(4_000);

  it('grows a new database to the size asked for, keeping the seeded games as they are', async () => {
    expect(await gamesOf(seeded)).toHaveLength(SEEDED_GAME_COUNT);
    const games = await gamesOf(grown);
    expect(games).toHaveLength(4_000);
    expect(games.slice(0, SEEDED_GAME_COUNT)).toEqual(await gamesOf(seeded));
    expect((await perCategory(grown))['qa-sandbox']).toBe((await perCategory(seeded))['qa-sandbox']);
  });

  it('gives the same games on every run, each with its own name, alias and picture', async () => {
    const games = await gamesOf(grown);
    expect(await gamesOf(await open(4_000))).toEqual(games);
    expect(new Set(games.map((g) => g.alias)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.name.toLowerCase())).size).toBe(games.length);
    const extra = await all<{ image: string; alias: string }>(
      grown,
      'SELECT image, alias FROM games WHERE id > ?',
      SEEDED_GAME_COUNT,
    );
    expect(extra.every((g) => g.image === `games/${g.alias}.svg` && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(g.alias))).toBe(
      true,
    );
  });

  it('spreads the new games over the public categories and every provider, mostly slots', async () => {
    const before = await perCategory(seeded);
    const after = await perCategory(grown);
    for (const [alias, n] of Object.entries(after)) {
      if (alias !== 'qa-sandbox') expect(n, alias).toBeGreaterThan(before[alias] ?? 0);
    }
    expect(after.slots).toBeGreaterThanOrEqual(2_000);
    const providers = await one<{ n: number }>(
      grown,
      `SELECT COUNT(DISTINCT provider_id) AS n FROM games WHERE id > ${SEEDED_GAME_COUNT}`,
    );
    expect(providers?.n).toBe(PROVIDERS.length);
    const spread = await one<{ lo: number; hi: number }>(
      grown,
      'SELECT MIN(n) AS lo, MAX(n) AS hi FROM (SELECT COUNT(*) AS n FROM game_categories GROUP BY game_id)',
    );
    expect(spread).toEqual({ lo: 1, hi: 3 });
  });

  it('leaves an existing database with the games it has', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-seed-'));
    try {
      const file = path.join(dir, 'casino.db');
      await (await openDatabase(file, { now: SEED_NOW, passwordCost: TEST_PASSWORD_COST })).close();
      const reopened = await openDatabase(file, { now: SEED_NOW, passwordCost: TEST_PASSWORD_COST, games: 4_000 });
      expect(await gamesOf(reopened)).toHaveLength(SEEDED_GAME_COUNT);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
