import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { type App, createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/sql';
import { type BoundedPool, createHashPool } from '../services/bounded-pool';
import { createSweeps } from '../services/sweeps';
import { CookieJar } from './cookie-jar';
import { openOnTestEngine, seededTestDatabase } from './test-database';
import { SEED_NOW, TEST_PASSWORD_COST, TEST_SEED_OPTIONS } from './test-seed';

export { SEED_NOW, TEST_PASSWORD_COST, TEST_SEED_OPTIONS } from './test-seed';

/** Where the documents tests upload are kept, one folder per test process. */
export const TEST_DOCUMENTS_DIR = path.join(tmpdir(), `casino-test-documents-${process.pid}`);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATABASE_FILE: ':memory:', PUBLIC_URL: 'http://casino.test' }),
    passwordHashCost: TEST_PASSWORD_COST,
    // Every request sums the leaderboards afresh: tests place bets and read the standings at once.
    standingsRefreshMs: 0,
    // The tests play the machine's own operator, who reads the outbox and confirms deposits (loopback requests).
    devServices: true,
    // Never the repository's data folder: documents tests send land in the system's temporary folder.
    verificationDocumentsDir: TEST_DOCUMENTS_DIR,
    ...overrides,
  };
}

/** `hashPool` lets a test size the password pool and watch it (how many hashes ran, how many waited). */
type Options = { db?: Database; config?: Partial<Config>; hashPool?: BoundedPool };

/** A seeded database of the test's own, on the test engine (testing/test-database.ts). */
export const openTestDatabase = (): Database => seededTestDatabase();

/**
 * A seeded database at `file`, which the test may open again (on PostgreSQL, a database of the test's own that the
 * same path opens again).
 */
export const openTestDatabaseFile = (file: string): Promise<Database> => openOnTestEngine(file, TEST_SEED_OPTIONS);

/** An app over a seeded database of its own, a movable clock, and a browser-like client that keeps cookies. */
export function createTestApp({ db = openTestDatabase(), config, hashPool = createHashPool() }: Options = {}) {
  let now = SEED_NOW.getTime();
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const fullConfig = testConfig(config);
  const app = createApp({ db, config: fullConfig, clock: clock.now, hashPool });
  return {
    app,
    db,
    config: fullConfig,
    clock,
    /** The background sweeps, which a test runs when it wants them (the server runs them on timers). */
    sweeps: createSweeps({ db, config: fullConfig, clock: clock.now }),
    hashPool,
    browser: (options?: BrowserOptions) => new TestBrowser(app, options),
  };
}

/** The loopback address requests come from unless a test says otherwise, as on a developer's machine. */
export const LOOPBACK_ADDRESS = '127.0.0.1';

/** What the node adapter hands the app for a request from `remoteAddress`: `app.request(path, init, socketFrom(...))`. */
export const socketFrom = (remoteAddress: string = LOOPBACK_ADDRESS) =>
  ({ incoming: { socket: { remoteAddress } } }) as unknown as HttpBindings;

type BrowserOptions = { remoteAddress?: string };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Answer<T = unknown> = {
  status: number;
  headers: Headers;
  body: { status: 'success' | 'error'; data: T; message: string };
};

/**
 * Sends requests through `app.request()` like the web app on the same origin: cookies in, cookies out, JSON on every
 * state-changing request (docs/product.md#security), from a loopback socket unless `remoteAddress` says otherwise.
 */
export class TestBrowser {
  readonly jar = new CookieJar();
  private readonly bindings: HttpBindings;
  constructor(
    private readonly app: App,
    { remoteAddress = LOOPBACK_ADDRESS }: BrowserOptions = {},
  ) {
    this.bindings = socketFrom(remoteAddress);
  }

  async send<T = unknown>(
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header(path);
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) body = JSON.stringify(init.body);
    const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    if (!typed && (init.body !== undefined || STATE_CHANGING.has(method))) headers['Content-Type'] = 'application/json';
    const res = await this.app.request(path, { method, headers, body }, this.bindings);
    this.jar.store(res.headers.getSetCookie());
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  /** Any request with this browser's cookies, answered as the raw response (uploads, downloads, streams). */
  async fetch(
    path: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header(path);
    if (cookie) headers.Cookie = cookie;
    const res = await this.app.request(path, { ...init, headers }, this.bindings);
    this.jar.store(res.headers.getSetCookie());
    return res;
  }

  get = <T = unknown>(path: string, headers?: Record<string, string>) => this.send<T>('GET', path, { headers });
  post = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.send<T>('POST', path, { body, headers });

  login(email: string, password: string, headers?: Record<string, string>) {
    return this.post('/api/auth/login', { email, password }, headers);
  }
}
