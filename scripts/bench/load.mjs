// A black-box load on the reference API (`npm run bench:api`): funded players spinning as fast as the server
// answers, concurrent catalogue readers, and idle live-account streams, against API processes started from
// apps/api/dist. Figures only, never asserted: they depend on the machine and on what else it runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Players spinning at once, each waiting for its answer before the next spin. */
export const SPINNERS = 16;
/** Catalogue readers at once, each reading a category page after another. */
export const READERS = 32;
/** Live-account streams held open and idle. */
export const IDLE_STREAMS = 300;
/** How long each load runs. */
export const PHASE_MS = 10_000;
/** Each player's funds (minor units): far more than the spins of a phase can lose at SPIN_STAKE. */
const FUNDS = 10_000_00;
const SPIN_STAKE = 100;
const PAGE_SIZE = 24;
const PASSWORD = 'Bench1234!';
/** Logins and sign-ups are not what this measures: a cheap hash keeps the set-up short. */
const PASSWORD_HASH_COST = 12;

const agent = new Agent({ keepAlive: true, maxSockets: SPINNERS + READERS });

/** One request; resolves with the status, the parsed body and the Set-Cookie headers. */
export function send(origin, method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {};
    if (cookie) headers.Cookie = cookie;
    // The API's cross-origin guard: a state change says JSON and comes from the site's own origin.
    if (method !== 'GET') Object.assign(headers, { 'Content-Type': 'application/json', Origin: origin });
    const req = request(`${origin}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, json, cookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function expectOk(origin, method, path, options) {
  const answer = await send(origin, method, path, options);
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.json?.message}`);
  return answer;
}

/**
 * Starts one API process on `port` over `database` (an SQLite folder or a PostgreSQL URL) and waits until it answers.
 * The crypto deposits of the set-up confirm one second after they open (the API's confirmation sweep).
 */
export async function startApiProcess(root, { port, databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-load-api-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PUBLIC_URL: origin,
      DEV_SERVICES: 'false',
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: String(PASSWORD_HASH_COST),
      CRYPTO_CONFIRM_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) break;
    const up = await send(origin, 'GET', '/api/currencies').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The reference API did not start on ${origin}`);
}

const accessCookie = (cookies) =>
  cookies
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.startsWith('casino_access_token='))
    .join('; ');

/**
 * Signs up `count` players through the first process, funds each with a crypto deposit that the API's sweep confirms,
 * and launches a real-money game for each: answers each player's cookie and spin path.
 */
export async function fundedPlayers(origins, count, tag) {
  const [origin] = origins;
  const players = [];
  for (let n = 0; n < count; n++) {
    const login = `load_${tag}_${n}`;
    const email = `load.${tag}.${n}@casino.test`;
    const registered = await expectOk(origin, 'POST', '/api/auth/register', {
      body: {
        login,
        email,
        pass: PASSWORD,
        ip: '203.0.113.9',
        userAgent: 'load benchmark',
        domain: 'casino.test',
        country: 'DE',
        currency: 'EUR',
        lang: 'en',
        profile: {
          first_name: 'Lena',
          last_name: 'Load',
          date_birth: '1990-01-01',
          gender: 'f',
          city: 'Berlin',
          state: 'Berlin',
          postcode: '10115',
          address: 'Invalidenstraße 1',
          phone_code: '+49',
          phone_number: '301234567',
          privacy: true,
        },
      },
    });
    const cookie = accessCookie(registered.cookies);
    await expectOk(origin, 'POST', '/api/me/deposits/crypto', {
      cookie,
      body: { idempotencyKey: `load-${tag}-${n}`, amount: FUNDS, coin: 'btc' },
    });
    const launch = await expectOk(origin, 'POST', '/api/games/real/link', {
      cookie,
      body: { alias: 'phantom-riches' },
    });
    const token = launch.json.data.url.split('/').pop();
    players.push({ cookie, spinPath: `/api/games/sessions/${token}/spin` });
  }
  // The sweep confirms each deposit a second after it opened.
  for (const player of players) {
    for (let attempt = 0; ; attempt++) {
      const me = await expectOk(origin, 'GET', '/api/me', { cookie: player.cookie });
      if (me.json.data.balance >= FUNDS) break;
      if (attempt > 100) throw new Error('A funding deposit was never confirmed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return players;
}

/** Runs `workers` loops of `step` for `durationMs`; answers how many succeeded, failed, and their latencies. */
async function load(workers, durationMs, step) {
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        const at = performance.now();
        const status = await step(worker, i).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status === 200) {
          ok += 1;
          latencies.push(performance.now() - at);
        } else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN;
  return { perSecond: ok / seconds, failed, p99 };
}

/** Every player spins at SPIN_STAKE as fast as the answers come, each through one process in turn. */
export const spinLoad = (origins, players) =>
  load(players.length, PHASE_MS, (worker, i) => {
    const player = players[worker];
    return send(origins[(worker + i) % origins.length], 'POST', player.spinPath, { body: { stake: SPIN_STAKE } });
  });

/** Category pages of the biggest category, pages 1 to 10 in turn, from every process in turn. */
export const readLoad = (origins, alias = 'slots') =>
  load(READERS, PHASE_MS, (worker, i) => {
    const query = new URLSearchParams({ page: String(((worker + i) % 10) + 1), per_page: String(PAGE_SIZE) });
    query.append('filters[0][field]', 'categories.alias');
    query.append('filters[0][value]', alias);
    query.append('filters[0][operator]', '=');
    return send(origins[(worker + i) % origins.length], 'GET', `/api/games?${query}`);
  });

/**
 * Opens `count` live-account streams, the players' in turn, spread over the processes, and waits for each one's
 * first event. Answers the function that closes them all.
 */
export async function openIdleStreams(origins, players, count = IDLE_STREAMS) {
  const requests = [];
  await Promise.all(
    Array.from(
      { length: count },
      (_, n) =>
        new Promise((resolve, reject) => {
          const origin = origins[n % origins.length];
          const req = request(
            `${origin}/api/me/events`,
            { headers: { Cookie: players[n % players.length].cookie, Accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) reject(new Error(`A stream answered ${res.statusCode}`));
              res.once('data', () => resolve());
              res.on('error', () => {});
            },
          );
          req.on('error', () => {});
          req.end();
          requests.push(req);
        }),
    ),
  );
  return () => {
    for (const req of requests) req.destroy();
  };
}

export const closeConnections = () => agent.destroy();
