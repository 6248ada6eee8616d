import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CryptoDeposit, Paged, Transaction, User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp, openTestDatabase, socketFrom, type TestBrowser } from '../testing/test-app';

/**
 * The development services (outbox, crypto confirmation) gave any visitor every reset link and
 * deposits nobody paid, and a route set balances outside the ledger. They are now off by default, and when on they
 * look absent to anyone but the machine's own operator.
 */

const OUTSIDER = '203.0.113.9';
const DEV_PATHS = ['/api/dev/outbox', '/dev/outbox', '/api/dev/outbox?to=demo@casino.test'];

async function answer(res: Response) {
  return { status: res.status, body: await res.text() };
}

async function openDeposit(b: TestBrowser, key: string, amount = 3_000) {
  const opened = await b.post<CryptoDeposit>('/api/me/deposits/crypto', { idempotencyKey: key, amount, coin: 'btc' });
  expect(opened.body.data.status).toBe('pending');
  return opened.body.data.depositId;
}

const deposits = async (b: TestBrowser) =>
  (await b.get<Paged<Transaction>>('/api/me/transactions?type=deposit')).body.data.items;

describe('development services are off unless asked for', () => {
  it('are not served by an app started with the default configuration, even to the machine itself', async () => {
    const config = { ...loadConfig({ DATABASE_FILE: ':memory:' }), passwordHashCost: 12 };
    expect(config.devServices).toBe(false);
    const app = createApp({ db: openTestDatabase(), config });
    for (const path of DEV_PATHS) expect((await app.request(path, {}, socketFrom())).status, path).toBe(404);
    const confirm = await app.request(
      '/api/dev/deposits/crypto/dep_x/confirm',
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      socketFrom(),
    );
    expect(confirm.status).toBe(404);
  });
});

describe('when on, development services answer the machine’s operator only', () => {
  const off = createTestApp({ config: { devServices: false } }).app;

  it('hand the reset link to a loopback request, and to nobody else', async () => {
    const { app, browser } = createTestApp();
    await browser().post('/api/auth/password/forgot', { email: DEMO_PLAYER.email });
    const own = await app.request('/api/dev/outbox?to=demo@casino.test', {}, socketFrom());
    expect(await own.text()).toMatch(/reset-password\?token=/);

    const outsiders: [string, RequestInit, string][] = [
      ['another machine', {}, OUTSIDER],
      ['a loopback proxy relaying another machine', { headers: { 'X-Forwarded-For': OUTSIDER } }, '127.0.0.1'],
      ['a loopback proxy saying Forwarded', { headers: { Forwarded: `for=${OUTSIDER};proto=https` } }, '::1'],
      ['a page of another site', { headers: { Origin: 'https://evil.example' } }, '127.0.0.1'],
      ['a page on another port of this host', { headers: { Origin: 'http://localhost:3000' } }, '127.0.0.1'],
      ['a cross-site navigation', { headers: { 'Sec-Fetch-Site': 'cross-site' } }, '127.0.0.1'],
      ['a page whose domain was rebound to 127.0.0.1', { headers: {} }, '127.0.0.1'],
    ];
    for (const [who, init, address] of outsiders) {
      for (const path of DEV_PATHS) {
        const url = who.includes('rebound') ? `http://evil.example:8080${path}` : path;
        const seen = await answer(await app.request(url, init, socketFrom(address)));
        // Exactly what the path answers when development services are off: nothing tells them apart.
        const hidden = await answer(await off.request(url, init, socketFrom(address)));
        expect(seen, `${who} ${path}`).toEqual(hidden);
        expect(seen.status, `${who} ${path}`).toBe(404);
      }
    }
  });

  it('confirm a crypto deposit for a loopback request only, and through the ledger', async () => {
    const t = createTestApp();
    const player = t.browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const depositId = await openDeposit(player, 'dev-confirm-0001');
    const before = await deposits(player);

    // The player's own session, used from another machine: the control does not exist there.
    const path = `/api/dev/deposits/crypto/${depositId}/confirm`;
    const headers = { Cookie: player.jar.header(path), 'Content-Type': 'application/json' };
    const refused = await t.app.request(path, { method: 'POST', headers }, socketFrom(OUTSIDER));
    expect(refused.status).toBe(404);
    expect((await player.get<CryptoDeposit>(`/api/me/deposits/crypto/${depositId}`)).body.data.status).toBe('pending');
    expect((await player.get<User>('/api/me')).body.data.balance).toBe(100_000);

    const confirmed = await player.post<CryptoDeposit>(`/api/dev/deposits/crypto/${depositId}/confirm`);
    expect(confirmed.body.data).toMatchObject({ status: 'completed', balance: 103_000 });
    const after = await deposits(player);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ type: 'deposit', amount: 3_000, status: 'completed' });

    // The same ledger row as a deposit confirmed by the simulated network after its delay.
    const waited = await openDeposit(player, 'dev-confirm-0002');
    t.clock.advance(t.config.cryptoConfirmSeconds * 1000);
    expect((await player.get<CryptoDeposit>(`/api/me/deposits/crypto/${waited}`)).body.data.status).toBe('completed');
    const [byNetwork, byControl] = (await deposits(player)).slice(0, 2);
    const shape = (row?: Transaction) =>
      row && { ...row, id: 0, balanceAfter: 0, createdAt: '', description: row.description.replace(/dep_\w+/, 'dep') };
    expect(byNetwork?.balanceAfter).toBe(106_000);
    expect(shape(byNetwork)).toEqual(shape(byControl));
  });

  it('have no route that sets a balance outside the ledger', async () => {
    const t = createTestApp();
    const player = t.browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const attempt = await player.post('/api/dev/players/balance', { email: DEMO_PLAYER.email, balance: 777_777 });
    expect(attempt.status).toBe(404);
    expect((await player.get<User>('/api/me')).body.data.balance).toBe(100_000);
  });
});

describe('starting the server with development services', () => {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));

  /** Starts src/main.ts and collects its output until `until` shows up in it or it exits. */
  function start(env: Record<string, string>, until: RegExp) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, DATABASE_FILE: ':memory:', PORT: '0', PAYMENT_SIMULATOR_PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (until.test(output)) child.kill('SIGTERM');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('refuses a production start with them on unless forced', async () => {
    const refused = await start({ NODE_ENV: 'production', DEV_SERVICES: 'true' }, /listening/);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to start: DEV_SERVICES=true with NODE_ENV=production');
    expect(refused.output).not.toContain('listening');
  });

  it('warns over several lines at start while they are on', async () => {
    const started = await start(
      { NODE_ENV: 'production', DEV_SERVICES: 'true', DEV_SERVICES_FORCE: 'true' },
      /listening/,
    );
    expect(started.output).toMatch(
      /WARNING: development services are ON \(DEV_SERVICES=true\), forced in production\.\n.+\n/,
    );
    expect(started.output).toContain('listening');
  });
});
