import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed/demo-player-seed';
import { createTestApp, TEST_SEED_OPTIONS } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { openDatabase } from '../open-database';
import type { Database } from '../sql';

const SERVER_SCRIPT = path.resolve(import.meta.dirname, '../../../../../scripts/postgres-test-server.sh');
const server = (action: 'start' | 'halt' | 'resume' | 'stop', dir: string) =>
  execFileSync('bash', [SERVER_SCRIPT, action, dir], { encoding: 'utf8' }).trim();

/**
 * The API's database stops and starts again (a restart, a fail-over): meanwhile every request, a player's included,
 * answers 503 with Retry-After at once instead of hanging or answering 500, and once it is back the pool opens new
 * connections by itself. A server of this test's own, from the package the suite's server comes from.
 */
describe.runIf(testDialect === 'postgres')('when the PostgreSQL server goes away and comes back', () => {
  // Straight under the temporary folder: as root the script runs the server as `postgres`, which must reach it.
  const dir = path.join(tmpdir(), `casino-pg-restart-${randomUUID()}`);
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close();
    server('stop', dir);
  });

  it('answers 503 with Retry-After while it is down, and serves again once it is back', {
    timeout: 120_000,
  }, async () => {
    const url = server('start', dir).replace(/\/postgres$/, '/casino');
    execFileSync('psql', [url.replace(/\/casino$/, '/postgres'), '-qc', 'CREATE DATABASE casino']);
    db = await openDatabase(url, { ...TEST_SEED_OPTIONS, postgres: { connectTimeoutMs: 2_000 } });
    const world = createTestApp({ db });
    const demo = world.browser();
    expect((await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
    expect((await demo.get('/api/me')).status).toBe(200);

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      server('halt', dir);
      for (const answer of [await demo.get('/api/me'), await world.browser().get('/api/games/categories')]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
        expect(answer.body).toEqual({
          status: 'error',
          data: null,
          message: 'The server is busy. Please try again in a moment.',
        });
      }
    } finally {
      server('resume', dir);
      log.mockRestore();
    }
    expect((await demo.get('/api/me')).status).toBe(200);
    expect((await world.browser().get('/api/games/categories')).status).toBe(200);
  });
});
