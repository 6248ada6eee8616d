import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpinResult } from '@casino/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { all } from '../db/sql';
import { expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { TEST_PASSWORD_COST } from '../testing/test-app';

/**
 * What held when the product was probed (docs/product.md#security) and must keep holding: a bet the server answered is in the
 * database after the process is killed without warning in the middle of a burst, and the books still add up.
 */
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const JSON_HEADERS = { 'Content-Type': 'application/json' };
const KILLS = 3;
const SPINS_PER_BURST = 40;
const STAKE = 100;

type Server = { child: ChildProcess; origin: string };

function startServer(dataDir: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        DEV_SERVICES: 'false',
        PASSWORD_HASH_COST: String(TEST_PASSWORD_COST),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/[^\s]+:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

const killHard = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.on('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

async function loginAndLaunch(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const link = await fetch(`${origin}/api/games/real/link`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Cookie: cookie },
    body: JSON.stringify({ alias: 'phantom-riches' }),
  });
  expect(link.status).toBe(200);
  const { data } = (await link.json()) as { data: { url: string } };
  const token = /\/play\/real\/([^/?#]+)/.exec(data.url)?.[1];
  if (!token) throw new Error(`no game token in ${data.url}`);
  return token;
}

/** Fires a burst of spins and kills the server while they are in flight; returns the spins it answered. */
async function burstThenKill(server: Server, token: string): Promise<SpinResult[]> {
  const spin = () =>
    fetch(`${server.origin}/api/games/sessions/${token}/spin`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ stake: STAKE }),
    })
      .then(async (res) => (res.status === 200 ? ((await res.json()) as { data: SpinResult }).data : undefined))
      .catch(() => undefined);
  let answers = 0;
  let killed: Promise<void> | undefined;
  // Killed once a quarter of the answers are back, so that some bets are committed and others are on their way.
  const spins = Array.from({ length: SPINS_PER_BURST }, () =>
    spin().then((result) => {
      answers += 1;
      if (answers === SPINS_PER_BURST / 4) killed = killHard(server);
      return result;
    }),
  );
  const results = await Promise.all(spins);
  await (killed ?? killHard(server));
  return results.filter((s): s is SpinResult => s !== undefined);
}

describe('a server killed in the middle of a burst of bets', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every answered bet and balanced books over ${KILLS} kill -9`, { timeout: 60_000 }, async () => {
    const answered: SpinResult[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const server = await startServer(dataDir);
      answered.push(...(await burstThenKill(server, await loginAndLaunch(server.origin))));
    }
    expect(answered.length).toBeGreaterThan(0);

    const db = await openDatabase(join(dataDir, 'casino.db'), { passwordCost: TEST_PASSWORD_COST });
    try {
      const stored = new Set((await all<{ id: number }>(db, 'SELECT id FROM bets')).map((row) => row.id));
      const lost = answered.filter((spin) => spin.betId === null || !stored.has(spin.betId));
      expect(lost, 'bets the server answered but no longer has').toEqual([]);
      await expectLedgerMatchesBalances(db);
    } finally {
      await db.close();
    }
  });
});
