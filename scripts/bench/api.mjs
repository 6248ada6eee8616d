// Measures the reference API at a big operator's size: starts the built server (apps/api/dist) on a fresh
// database grown to 10,000 games (SEED_GAMES) and prints p50/p95 of the name search, category pages and the login,
// and the size of a category page's answer. Figures only, never asserted: times depend on the machine and its load,
// which is why each line also gives the server's own CPU time per request, a figure that depends on it far less.
// Requests go one at a time over one kept-alive loopback connection, as one browser tab sends them, asking for the
// compressed answers a browser asks for, with NODE_ENV=production as a player's server runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { kib } from './sizes.mjs';

const SEED_GAMES = 10_000;
/** Timed requests per figure, after a few untimed ones that warm the statement cache and the connection. */
const SAMPLES = 200;
const WARM_UP = 20;
/** Terms of one to twelve characters, from thousands of hits to none; shorter than 3 cannot use the trigram index. */
const SEARCH_TERMS = ['a', 'dr', 'qx', 'zzz', 'gold', 'dragon', 'megaways', 'lucky duck', 'hold and win'];
/** The web app's category page size (docs/product.md#paging-and-sizes). */
const PAGE_SIZE = 24;
/** The category whose answer size is printed has at least this many games ("a category of 1,000"). */
const BIG_CATEGORY = 1_000;
/**
 * Logins take turns over several accounts, one at a time and always with the right password: a right password gives
 * its guess slot back, so neither the 5 wrong guesses per account nor the 30 per IP of a window ever come into play.
 */
const LOGIN_ACCOUNTS = 4;
const LOGINS = 24;
const PASSWORD = 'Bench1234!';
/** log2 of scrypt's N: the API's default and OWASP's floor, so a login costs what it costs a player. */
const PASSWORD_HASH_COST = 17;

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times: 100 on every common architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request; `bytes` is the body as it travelled (compressed when the server compressed it). */
function send(origin, method, path, { body, encoding = 'br, gzip' } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'Accept-Encoding': encoding };
    // The API's CSRF guard: a state change says JSON and comes from the site's own origin.
    if (method !== 'GET') Object.assign(headers, { 'Content-Type': 'application/json', Origin: origin });
    const req = request(`${origin}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const text = (
          coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
        ).toString();
        resolve({ status: res.statusCode, bytes: raw.length, json: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function expectOk(origin, method, path, options) {
  const answer = await send(origin, method, path, options);
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.json?.message}`);
  return answer.json.data;
}

/** Nearest-rank percentile of sorted milliseconds. */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The server's CPU time so far (user + system, all its threads, the password hash pool's included), from Linux's
 * /proc; undefined elsewhere. Unlike the times seen by the client it hardly depends on what else the machine runs.
 */
function cpuMsOf(pid) {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (USER_HZ, 100 on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

async function timeCalls(api, count, call) {
  const times = [];
  const cpuBefore = cpuMsOf(api.pid);
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  const cpuAfter = cpuMsOf(api.pid);
  const cpuPerCall = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / count;
  return { times: times.sort((a, b) => a - b), cpuPerCall };
}

async function timeGet(api, path) {
  for (let i = 0; i < WARM_UP; i++) await expectOk(api.origin, 'GET', path);
  return timeCalls(api, SAMPLES, () => expectOk(api.origin, 'GET', path));
}

const gamesPath = (filters, page = 1) => {
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });
  filters.forEach(([field, operator, value], i) => {
    query.append(`filters[${i}][field]`, field);
    query.append(`filters[${i}][value]`, value);
    query.append(`filters[${i}][operator]`, operator);
  });
  return `/api/games?${query}`;
};

const ms = (value) => `${value.toFixed(2)} ms`.padStart(10);
const count = (n) => n.toLocaleString('en-US');
const printTimes = (label, { times, cpuPerCall }) =>
  console.log(
    `${label.padEnd(58)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}` +
      (cpuPerCall === undefined ? '' : `   server CPU ${ms(cpuPerCall)}/request`),
  );

async function startApi(root, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-api-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
      PUBLIC_URL: origin,
      DEV_SERVICES: 'false',
      NODE_ENV: 'production',
      SEED_GAMES: String(SEED_GAMES),
      PASSWORD_HASH_COST: String(PASSWORD_HASH_COST),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    agent.destroy();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding 10,000 games takes a few seconds on a busy machine.
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    const up = await send(origin, 'GET', '/api/currencies').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return { origin, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The reference API did not start on ${origin}`);
}

async function benchSearch(api) {
  for (const term of SEARCH_TERMS) {
    const path = gamesPath([['name', '~', `%${term}%`]]);
    const hits = (await expectOk(api.origin, 'GET', path)).pagination.totalItems;
    const chars = [...term].length;
    printTimes(
      `name search "${term}" (${chars} char${chars > 1 ? 's' : ''}, ${count(hits)} games)`,
      await timeGet(api, path),
    );
  }
}

/** Page 1 of the largest category, and page 1 and a middle page of the smallest one with BIG_CATEGORY games. */
async function benchCategories(api) {
  const { origin } = api;
  const categories = await expectOk(origin, 'GET', '/api/games/categories');
  const sized = [];
  for (const { alias } of categories.filter((c) => c.is_public === 1)) {
    const total = (await expectOk(origin, 'GET', gamesPath([['categories.alias', '=', alias]]))).pagination.totalItems;
    sized.push({ alias, total });
  }
  sized.sort((a, b) => a.total - b.total);
  const largest = sized.at(-1);
  const big = sized.find((c) => c.total >= BIG_CATEGORY) ?? largest;
  const middle = Math.ceil(big.total / PAGE_SIZE / 2);
  for (const [{ alias, total }, page] of [
    [largest, 1],
    [big, 1],
    [big, middle],
  ]) {
    const path = gamesPath([['categories.alias', '=', alias]], page);
    printTimes(`category page "${alias}" (${count(total)} games), page ${page}`, await timeGet(api, path));
  }
  return big;
}

async function benchLogin(api) {
  const { origin } = api;
  const accounts = [];
  for (let n = 0; n < LOGIN_ACCOUNTS; n++) {
    const login = `bench_${n}`;
    const email = `bench.${n}@casino.test`;
    await expectOk(origin, 'POST', '/api/auth/register', {
      body: {
        login,
        email,
        pass: PASSWORD,
        ip: '203.0.113.9',
        userAgent: 'bench',
        domain: 'casino.test',
        country: 'DE',
        currency: 'EUR',
        lang: 'en',
        profile: {
          first_name: 'Bea',
          last_name: 'Bench',
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
    accounts.push(email);
  }
  const times = await timeCalls(api, LOGINS, (i) =>
    expectOk(origin, 'POST', '/api/auth/login', { body: { email: accounts[i % accounts.length], password: PASSWORD } }),
  );
  printTimes(`login (${LOGINS} over ${LOGIN_ACCOUNTS} accounts in turn, scrypt N=2^${PASSWORD_HASH_COST})`, times);
}

async function printAnswerSize(origin, { alias, total }) {
  const path = gamesPath([['categories.alias', '=', alias]]);
  const sizes = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    sizes.push(
      `${kib((await send(origin, 'GET', path, { encoding })).bytes)} ${encoding === 'identity' ? 'raw' : encoding}`,
    );
  }
  console.log(`answer of category "${alias}" (${count(total)} games), page 1 of ${PAGE_SIZE}: ${sizes.join(', ')}`);
}

/** The page of a category of BIG_CATEGORY games or more stays under this many DOM nodes. */
const DOM_NODES_TARGET = 800;

/** Elements of the category's page once its games show, at the bench's phone width: what paging keeps small. */
async function printDomNodes(root, origin, chromium, { alias, total }) {
  const { chromium: browserType } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test');
  const browser = await browserType.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${origin}/categories/${alias}`, { waitUntil: 'networkidle' });
    await page.getByRole('main').locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(
      `DOM elements of /categories/${alias} (${count(total)} games), first page: ${count(nodes)}` +
        ` (target: under ${DOM_NODES_TARGET})`,
    );
  } finally {
    await browser.close();
  }
}

/** Prints the API figures; a missing build is reported, not fatal (the size figures before it still stand). */
export async function benchApi({ root, port, chromium }) {
  console.log(
    `\nReference API with ${count(SEED_GAMES)} games (SEED_GAMES, NODE_ENV=production), one request at a time`,
  );
  if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
    console.log('apps/api/dist/main.js is missing: run `npx turbo run build` first. No API figures.');
    return;
  }
  const api = await startApi(root, port);
  try {
    await benchSearch(api);
    const big = await benchCategories(api);
    await benchLogin(api);
    await printAnswerSize(api.origin, big);
    if (chromium) await printDomNodes(root, api.origin, chromium, big);
  } finally {
    await api.stop();
  }
}
