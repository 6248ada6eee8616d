import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, openTestDatabaseFile } from '../testing/test-app';
import { LATEST_SCHEMA_VERSION } from './migrations';
import { all, type Db, one } from './sql';

const dir = mkdtempSync(path.join(tmpdir(), 'casino-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (db: Db, sql: string) => (await one<{ n: number }>(db, sql))?.n ?? 0;

describe('the embedded database', () => {
  it('is created in a missing folder, migrated and seeded on first open', async () => {
    const db = await openTestDatabaseFile(path.join(dir, 'nested', 'first.db'));
    expect(await count(db, 'SELECT MAX(version) AS n FROM schema_migrations')).toBe(LATEST_SCHEMA_VERSION);
    expect(await count(db, 'SELECT COUNT(*) AS n FROM games')).toBeGreaterThanOrEqual(2000);
    expect(await count(db, 'SELECT COUNT(*) AS n FROM providers')).toBeGreaterThanOrEqual(20);
    await db.close();
  });

  it('keeps what players did across a reopen of the same file, without seeding again', async () => {
    const file = path.join(dir, 'kept.db');
    const first = createTestApp({ db: await openTestDatabaseFile(file) });
    await first.browser().post('/api/auth/password/forgot', { email: 'demo@casino.test' });
    const games = await count(first.db, 'SELECT COUNT(*) AS n FROM games');
    await first.db.close();

    const again = createTestApp({ db: await openTestDatabaseFile(file) });
    expect(await count(again.db, 'SELECT COUNT(*) AS n FROM outbox')).toBe(1);
    expect(await count(again.db, 'SELECT COUNT(*) AS n FROM games')).toBe(games);
    expect(await count(again.db, 'SELECT COUNT(*) AS n FROM users')).toBe(1);
    await again.db.close();
  });

  it('seeds the same catalogue every time', async () => {
    const a = await openTestDatabaseFile(path.join(dir, 'catalogue-a.db'));
    const b = await openTestDatabaseFile(path.join(dir, 'catalogue-b.db'));
    const catalogue = (db: Db) =>
      all(db, 'SELECT g.alias, g.name, g.provider_id, g.popularity, g.released_at FROM games g ORDER BY g.id');
    expect(await catalogue(a)).toEqual(await catalogue(b));
  });

  it('stocks every category and keeps each game in one to three', async () => {
    const db = openTestDatabase();
    const perCategory = await all<{ alias: string; n: number }>(
      db,
      `SELECT c.alias, COUNT(gc.game_id) AS n FROM categories c LEFT JOIN game_categories gc ON gc.category_id = c.id
       GROUP BY c.id`,
    );
    for (const { alias, n } of perCategory) {
      expect(n, alias).toBeGreaterThanOrEqual(['popular', 'new-releases', 'slots', 'casual'].includes(alias) ? 40 : 10);
    }
    const spread = await one<{ lo: number; hi: number }>(
      db,
      'SELECT MIN(n) AS lo, MAX(n) AS hi FROM (SELECT COUNT(*) AS n FROM game_categories GROUP BY game_id) per_game',
    );
    expect(spread).toEqual({ lo: 1, hi: 3 });
    expect(
      await count(db, 'SELECT COUNT(*) AS n FROM games WHERE id NOT IN (SELECT game_id FROM game_categories)'),
    ).toBe(0);
  });

  it('gives the demo player a ledger that never goes negative and ends at $1,000.00', async () => {
    const db = openTestDatabase();
    const rows = await all<{ balance_after: number }>(db, 'SELECT balance_after FROM transactions ORDER BY id');
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.every((r) => r.balance_after >= 0)).toBe(true);
    expect(rows.at(-1)?.balance_after).toBe(100_000);
    expect(await count(db, "SELECT balance AS n FROM users WHERE login = 'demo'")).toBe(100_000);
  });
});
