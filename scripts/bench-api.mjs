// `npm run bench:api`: the reference API under load, on SQLite with one process and, when Debian's PostgreSQL is
// installed, on a throwaway PostgreSQL server with one and with two processes sharing it. For each: funded players
// spinning as fast as the server answers, concurrent catalogue readers, the database statements per second while
// idle live-account streams are open, and the readers again with the streams open. Prints figures, asserts none.
// Run after `npx turbo run build`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  closeConnections,
  fundedPlayers,
  IDLE_STREAMS,
  openIdleStreams,
  PHASE_MS,
  READERS,
  readLoad,
  SPINNERS,
  spinLoad,
  startApiProcess,
} from './bench/load.mjs';

const root = resolve(import.meta.dirname, '..');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local run's choice of port, no build input.
const firstPort = Number(process.env.BENCH_PORT ?? 4690);
const SERVER_SCRIPT = join(root, 'scripts/postgres-test-server.sh');
/** Streams settle (their first read, the listening connection) before the database is watched. */
const SETTLE_MS = 3_000;

if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
  console.log('apps/api/dist/main.js is missing: run `npx turbo run build` first.');
  process.exit(1);
}

/** A throwaway PostgreSQL server from Debian's package, or undefined when it is not installed. */
function startPostgres() {
  const dir = join(tmpdir(), `casino-load-pg-${process.pid}`);
  try {
    const url = execFileSync('bash', [SERVER_SCRIPT, 'start', dir], { encoding: 'utf8' }).trim();
    return { url, stop: () => execFileSync('bash', [SERVER_SCRIPT, 'stop', dir]) };
  } catch (error) {
    if (error.status === 3) return undefined;
    throw error;
  }
}

const psql = (url, sql) => execFileSync('psql', [url, '-qtAc', sql], { encoding: 'utf8' }).trim();

/** A new database on the server, with pg_stat_statements to count what the API sends it. */
function createDatabase(server, name) {
  psql(server.url, `CREATE DATABASE ${name}`);
  const url = server.url.replace(/\/postgres$/, `/${name}`);
  psql(url, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    url,
    // The view lives in the database that has the extension; the count leaves out its own queries.
    statements: () =>
      Number(
        psql(
          url,
          `SELECT COALESCE(SUM(calls), 0) FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND query NOT LIKE '%pg_stat_statements%'`,
        ),
      ),
  };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function measure(label, { processes, database }) {
  const apis = [];
  try {
    for (let n = 0; n < processes; n++) {
      // One after the other: the first migrates and seeds, the next finds it done.
      apis.push(await startApiProcess(root, { port: firstPort + n, databaseUrl: database?.url }));
    }
    const origins = apis.map((api) => api.origin);
    const players = await fundedPlayers(origins, SPINNERS, label.replace(/\W+/g, '').toLowerCase());
    // Warm-up: statement caches, the game cache, the connection pools.
    await spinLoad(origins, players.slice(0, 2)).catch(() => {});
    const spins = await spinLoad(origins, players);
    const reads = await readLoad(origins);
    const closeStreams = await openIdleStreams(origins, players);
    await sleep(SETTLE_MS);
    let statementsPerSecond;
    if (database) {
      const before = database.statements();
      const startedAt = performance.now();
      await sleep(PHASE_MS);
      statementsPerSecond = (database.statements() - before) / ((performance.now() - startedAt) / 1000);
    }
    const readsWithStreams = await readLoad(origins);
    closeStreams();
    return { label, spins, reads, statementsPerSecond, readsWithStreams };
  } finally {
    closeConnections();
    for (const api of apis.reverse()) await api.stop();
  }
}

const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const row = (cells) => `| ${cells.join(' | ')} |`;

console.log(
  `Load: ${SPINNERS} funded players spinning, ${READERS} catalogue readers, ${IDLE_STREAMS} idle live streams; ` +
    `${PHASE_MS / 1000} s each, NODE_ENV=production, this machine's ${availableParallelism()} cores shared by the load and the servers.\n`,
);
const results = [];
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local run may leave SQLite out while it studies PostgreSQL.
const postgresOnly = process.env.BENCH_POSTGRES_ONLY === '1';
if (!postgresOnly) results.push(await measure('SQLite, 1 process', { processes: 1 }));
const postgres = startPostgres();
if (!postgres) {
  console.log('PostgreSQL is not installed (apt-get install postgresql): the PostgreSQL rows are left out.\n');
} else {
  try {
    results.push(
      await measure('PostgreSQL, 1 process', { processes: 1, database: createDatabase(postgres, 'casino_load_1') }),
    );
    results.push(
      await measure('PostgreSQL, 2 processes', { processes: 2, database: createDatabase(postgres, 'casino_load_2') }),
    );
  } finally {
    postgres.stop();
  }
}

console.log(
  row([
    'setup',
    'spins/s',
    'spin p99',
    'catalogue reads/s',
    `database statements/s with ${IDLE_STREAMS} idle streams`,
    'reads/s with the streams open',
  ]),
);
console.log(row(['---', '---', '---', '---', '---', '---']));
for (const r of results) {
  console.log(
    row([
      r.label,
      fixed(r.spins.perSecond),
      `${fixed(r.spins.p99)} ms`,
      fixed(r.reads.perSecond),
      r.statementsPerSecond === undefined ? '(in process)' : fixed(r.statementsPerSecond, 1),
      fixed(r.readsWithStreams.perSecond),
    ]),
  );
  const failed = r.spins.failed + r.reads.failed + r.readsWithStreams.failed;
  if (failed > 0) console.log(`  (${r.label}: ${failed} requests failed and are not counted)`);
}

const sqlite = results.find((r) => r.label === 'SQLite, 1 process');
const twoProcesses = results.find((r) => r.label === 'PostgreSQL, 2 processes');
if (sqlite && twoProcesses) {
  const share = (100 * twoProcesses.spins.perSecond) / sqlite.spins.perSecond;
  const readsKept = (100 * twoProcesses.readsWithStreams.perSecond) / twoProcesses.reads.perSecond;
  console.log(
    `\nPostgreSQL with 2 processes: ${fixed(share)} % of SQLite's spins/s (target at least 70 %); ` +
      `${fixed(twoProcesses.statementsPerSecond, 1)} statements/s with ${IDLE_STREAMS} idle streams (target at most 30); ` +
      `catalogue reads with the streams open at ${fixed(readsKept)} % of without (target at least 90 %).`,
  );
}
