import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabaseFile } from '../testing/test-app';
import { DEMO_PLAYER } from './seed/demo-player-seed';

/**
 * Several API processes serve one database. Two apps over two connections to one database stand for
 * two processes (on PostgreSQL, the suite's engine with TEST_DATABASE_URL; on SQLite, one file opened twice): what
 * one of them does, the other sees, because nothing of a player's lives in a process's memory.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'casino-shared-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function twoProcesses(name: string) {
  const file = path.join(dir, `${name}.db`);
  const first = createTestApp({ db: await openTestDatabaseFile(file) });
  return [first, createTestApp({ db: await openTestDatabaseFile(file) })] as const;
}

const { email, password } = DEMO_PLAYER;
const WITHDRAWAL = {
  idempotencyKey: 'shared-database-1',
  method: 'crypto',
  amount: 2_000,
  coin: 'usdt',
  network: 'trc20',
  address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
};

describe('two API processes over one database', () => {
  it('accept each other’s sessions, and a logout on one ends the session on both', async () => {
    const [a, b] = await twoProcesses('sessions');
    const player = a.browser();
    expect((await player.login(email, password)).status).toBe(200);
    // The same cookies, sent to the other process.
    const elsewhere = b.browser();
    elsewhere.jar.adopt(player.jar);
    expect((await elsewhere.get('/api/me')).status).toBe(200);

    expect((await player.post('/api/auth/logout')).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
  });

  it('count wrong passwords against one budget, whichever process checks them', async () => {
    const [a, b] = await twoProcesses('limits');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await app.browser().login(email, `Wrong${i}guess`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await b.browser().login(email, password)).status).toBe(429);
  });

  it('move one balance: a withdrawal made through one process is what the other reports', async () => {
    const [a, b] = await twoProcesses('money');
    const player = a.browser();
    await player.login(email, password);
    const before = (await player.get<{ balance: number }>('/api/me')).body.data.balance;
    const withdrawal = await player.post('/api/me/withdrawals', WITHDRAWAL);
    expect(withdrawal.status).toBe(200);

    const elsewhere = b.browser();
    elsewhere.jar.adopt(player.jar);
    expect((await elsewhere.get<{ balance: number }>('/api/me')).body.data.balance).toBe(before - 2_000);
    // The same key on the other process gets the first answer back, not a second withdrawal.
    const replay = await elsewhere.post('/api/me/withdrawals', WITHDRAWAL);
    expect(replay.body).toEqual(withdrawal.body);
    expect((await player.get<{ balance: number }>('/api/me')).body.data.balance).toBe(before - 2_000);
  });
});
