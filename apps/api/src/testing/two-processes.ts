import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameLaunch } from '@casino/api-contract';
import { afterAll } from 'vitest';
import { postLedgerEntry } from '../db/queries/ledger';
import { one, transaction } from '../db/sql';
import { validSignUp } from './sign-up-fixtures';
import { createTestApp, openTestDatabaseFile, type TestBrowser } from './test-app';

type World = ReturnType<typeof createTestApp>;

/**
 * Two apps over two connections to one database stand for two API processes (on PostgreSQL, the suite's engine with
 * TEST_DATABASE_URL; on SQLite, one file opened twice). Registers the clean-up of its folder with the test file.
 */
export function twoProcessWorld() {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-two-processes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let worlds = 0;
  return async (): Promise<readonly [World, World]> => {
    worlds += 1;
    const file = path.join(dir, `world-${worlds}.db`);
    const first = createTestApp({ db: await openTestDatabaseFile(file) });
    return [first, createTestApp({ db: await openTestDatabaseFile(file) })] as const;
  };
}

let players = 0;

/** A new player of `world`, logged in, with `funds` (minor units) credited through the ledger. */
export async function fundedPlayer(world: World, funds = 100_00) {
  players += 1;
  const signUp = { ...validSignUp(`two${players}`), country: 'US', currency: 'USD' };
  const browser = world.browser();
  const registered = await browser.post('/api/auth/register', signUp);
  if (registered.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(registered.body)}`);
  const id = (await one<{ id: number }>(world.db, 'SELECT id FROM users WHERE login = ?', signUp.login))?.id ?? 0;
  await transaction(world.db, (tx) =>
    postLedgerEntry(tx, {
      userId: id,
      type: 'deposit',
      amount: funds,
      currency: 'USD',
      status: 'completed',
      description: 'Test funds',
      at: new Date(world.clock.now()).toISOString(),
    }),
  );
  return { id, browser };
}

/** Launches a real-money game for `browser` and answers its spin URL. */
export async function spinUrlFor(world: World, browser: TestBrowser, alias = 'phantom-riches') {
  const link = await browser.post<GameLaunch>('/api/games/real/link', { alias });
  const html = await (
    await world.app.request(link.body.data.url, { headers: { Cookie: browser.jar.header('/') } })
  ).text();
  return /data-spin-url="([^"]+)"/.exec(html)?.[1] ?? '';
}
