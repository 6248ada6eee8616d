import type { Category, Game } from '@casino/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../db/sql';
import { createTestApp } from '../testing/test-app';
import { ContractBreach, checkAnswer } from './contract-answer';

const game: Game = {
  id: 1,
  alias: 'golden-dragon',
  name: 'Golden Dragon',
  provider: 'Aurora Reels',
  categories: [{ id: 3, alias: 'slots', name: 'Slots' }],
  image: 'games/golden-dragon.svg',
};

describe('checkAnswer', () => {
  it.each([
    ['a game', 'game', game],
    ['no data where the contract says null', 'logout', null],
    ['a page of games', 'games', { items: [game], pagination: { totalItems: 1, currentPage: 1, totalPages: 1 } }],
  ] as const)('lets %s through', (_, name, data) => {
    expect(() => checkAnswer(name, data)).not.toThrow();
  });

  it.each([
    [
      'a missing field',
      'game',
      { ...game, image: undefined },
      'image: Invalid input: expected string, received undefined',
    ],
    ['a field of the wrong type', 'game', { ...game, id: '1' }, 'id: Invalid input: expected number, received string'],
    [
      'a wrong field deep in a list',
      'games',
      { items: [game, { ...game, categories: [{ id: 3, alias: 'slots' }] }], pagination: { totalItems: 2 } },
      'items.1.categories.0.name: Invalid input: expected string, received undefined; pagination.currentPage:',
    ],
    ['a field the contract does not know', 'game', { ...game, popularity: 10 }, 'popularity: not in the contract'],
    [
      'a leaked column deep inside',
      'gameGroup',
      [game, { ...game, categories: [{ id: 3, alias: 'slots', name: 'Slots', sort_order: 2 }] }],
      '1.categories.0.sort_order: not in the contract',
    ],
    [
      'data where the contract says null',
      'logout',
      { ok: true },
      '(data): Invalid input: expected null, received object',
    ],
  ] as const)('refuses %s, naming the endpoint and the path', (_, name, data, problem) => {
    expect(() => checkAnswer(name, data)).toThrow(ContractBreach);
    expect(() => checkAnswer(name, data)).toThrow(`breaks the contract: ${problem}`);
  });

  it('names the endpoint with its method and path', () => {
    expect(() => checkAnswer('gameCategories', [{}])).toThrow(
      /^The answer of gameCategories \(GET \/games\/categories\) breaks the contract: 0\.id: /,
    );
  });
});

describe('the API checks its own answers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A category row the contract cannot describe: SQLite keeps a blob in a text column as it is. */
  async function withBrokenCategory(nodeEnv?: string) {
    const test = createTestApp({ config: { nodeEnv } });
    // A value of the wrong type in a column: SQLite stores a blob anywhere; PostgreSQL needs the column retyped first.
    if (test.db.dialect === 'postgres') {
      await run(
        test.db,
        "ALTER TABLE categories ALTER COLUMN updated_at TYPE bytea USING convert_to(updated_at, 'UTF8')",
      );
      await run(test.db, "UPDATE categories SET updated_at = decode('00', 'hex') WHERE alias = 'slots'");
    } else await run(test.db, "UPDATE categories SET updated_at = X'00' WHERE alias = 'slots'");
    return test.browser();
  }

  it('given an answer of the wrong shape in development and tests, answers 500 and logs the endpoint and field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await (await withBrokenCategory()).get<Category[]>('/api/games/categories');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 'error', data: null, message: 'Something went wrong' });
    expect(log).toHaveBeenCalledTimes(1);
    const message = log.mock.calls[0]?.[0];
    expect(message).toMatch(
      /^GET \/api\/games\/categories: The answer of gameCategories \(GET \/games\/categories\) breaks the contract: /,
    );
    expect(message).toContain('2.updated_at: Invalid input: expected string, received Uint8Array');
  });

  it('given NODE_ENV=production, sends the answer unchecked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await (await withBrokenCategory('production')).get<Category[]>('/api/games/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c.alias)).toContain('slots');
    expect(log).not.toHaveBeenCalled();
  });

  it('checks the stored answer of a money action the same way', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const test = createTestApp();
    const demo = test.browser();
    await demo.login('demo@casino.test', 'Demo1234!');
    // The stored first answer of a withdrawal, broken after the fact: the replay of its key must not pass it on.
    const body = {
      method: 'crypto',
      coin: 'btc',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: 1_000,
    };
    const first = await demo.post('/api/me/withdrawals', { ...body, idempotencyKey: 'contract-check-1' });
    expect(first.status).toBe(200);
    const spoil =
      test.db.dialect === 'postgres'
        ? `UPDATE idempotency_keys SET response = jsonb_set(response::jsonb, '{data,amount}', '"ten"')::text WHERE key = ?`
        : "UPDATE idempotency_keys SET response = json_set(response, '$.data.amount', 'ten') WHERE key = ?";
    await run(test.db, spoil, 'contract-check-1');
    const replay = await demo.post('/api/me/withdrawals', { ...body, idempotencyKey: 'contract-check-1' });
    expect(replay.status).toBe(500);
    expect(log.mock.calls[0]?.[0]).toMatch(/createWithdrawal \(POST \/me\/withdrawals\) breaks the contract: amount: /);
  });
});
