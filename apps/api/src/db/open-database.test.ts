import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase } from '../testing/test-app';
import { LATEST_SCHEMA_VERSION } from './migrations';
import { all, one } from './sql';

const dir = mkdtempSync(path.join(tmpdir(), 'casino-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: ReturnType<typeof openTestDatabase>, sql: string) => one<{ n: number }>(db, sql)?.n ?? 0;

describe('the embedded database', () => {
  it('is created in a missing folder, migrated and seeded on first open', () => {
    const db = openTestDatabase(path.join(dir, 'nested', 'first.db'));
    expect(count(db, 'SELECT MAX(version) AS n FROM schema_migrations')).toBe(LATEST_SCHEMA_VERSION);
    expect(count(db, 'SELECT COUNT(*) AS n FROM games')).toBeGreaterThanOrEqual(2000);
    expect(count(db, 'SELECT COUNT(*) AS n FROM providers')).toBeGreaterThanOrEqual(20);
    db.close();
  });

  it('keeps what players did across a reopen of the same file, without seeding again', async () => {
    const file = path.join(dir, 'kept.db');
    const first = createTestApp({ db: openTestDatabase(file) });
    await first.browser().post('/api/auth/password/forgot', { email: 'demo@casino.test' });
    const games = count(first.db, 'SELECT COUNT(*) AS n FROM games');
    first.db.close();

    const again = createTestApp({ db: openTestDatabase(file) });
    expect(count(again.db, 'SELECT COUNT(*) AS n FROM outbox')).toBe(1);
    expect(count(again.db, 'SELECT COUNT(*) AS n FROM games')).toBe(games);
    expect(count(again.db, 'SELECT COUNT(*) AS n FROM users')).toBe(1);
    again.db.close();
  });

  it('seeds the same catalogue every time', () => {
    const a = openTestDatabase();
    const b = openTestDatabase();
    const catalogue = (db: typeof a) =>
      all(db, 'SELECT g.alias, g.name, g.provider_id, g.popularity, g.released_at FROM games g ORDER BY g.id');
    expect(catalogue(a)).toEqual(catalogue(b));
  });

  it('stocks every category and keeps each game in one to three', () => {
    const db = openTestDatabase();
    const perCategory = all<{ alias: string; n: number }>(
      db,
      `SELECT c.alias, COUNT(gc.game_id) AS n FROM categories c LEFT JOIN game_categories gc ON gc.category_id = c.id
       GROUP BY c.id`,
    );
    for (const { alias, n } of perCategory) {
      expect(n, alias).toBeGreaterThanOrEqual(['popular', 'new-releases', 'slots', 'casual'].includes(alias) ? 40 : 10);
    }
    const spread = one<{ lo: number; hi: number }>(
      db,
      'SELECT MIN(n) AS lo, MAX(n) AS hi FROM (SELECT COUNT(*) AS n FROM game_categories GROUP BY game_id) per_game',
    );
    expect(spread).toEqual({ lo: 1, hi: 3 });
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE id NOT IN (SELECT game_id FROM game_categories)')).toBe(0);
  });

  it('gives the demo player a ledger that never goes negative and ends at $1,000.00', () => {
    const db = openTestDatabase();
    const rows = all<{ balance_after: number }>(db, 'SELECT balance_after FROM transactions ORDER BY id');
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.every((r) => r.balance_after >= 0)).toBe(true);
    expect(rows.at(-1)?.balance_after).toBe(100_000);
    expect(count(db, "SELECT balance AS n FROM users WHERE login = 'demo'")).toBe(100_000);
  });
});
