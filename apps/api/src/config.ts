import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_JURISDICTION, type JurisdictionCode, jurisdictionCodeSchema } from '@casino/api-contract';
import { z } from 'zod';
import { POSTGRES_DEFAULTS, type PostgresOptions } from './db/postgres/postgres-options';
import { SEEDED_GAME_COUNT } from './db/seed/catalogue-data';
import { isInside } from './services/verification/document-store';

/** `apps/api`, whether running from `src/` (tsx, vitest) or from the bundled `dist/main.js`. */
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** An unset flag stays undefined, for settings whose default depends on another one. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Comma-separated http(s) origins such as `https://m.example.com,http://localhost:5173`, kept as bare origins. */
const originList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/, error: 'must be http(s) origins separated by commas' })
        .transform((url) => new URL(url).origin),
    ),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Far beyond any real lobby; past it a fresh database would take minutes to seed. */
const MAX_SEED_GAMES = 100_000;
const SEED_GAMES_RANGE = `must be a whole number from ${SEEDED_GAME_COUNT} (the seeded games) to ${MAX_SEED_GAMES}`;

const FIFTEEN_MINUTES = 15 * 60;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  /** A file name inside DATA_DIR, an absolute path, or `:memory:` for tests. */
  DATABASE_FILE: z.string().min(1).default('casino.db'),
  /** `postgres://user:password@host:5432/name`: run on a PostgreSQL server (several API processes may share it). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
    .optional(),
  /** Connections each API process keeps to PostgreSQL at most (a transaction holds one until it ends). */
  DATABASE_POOL_SIZE: positiveInt(POSTGRES_DEFAULTS.poolSize),
  /** A PostgreSQL statement running longer is cancelled, and the request answered 503 with Retry-After. */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(POSTGRES_DEFAULTS.statementTimeoutMs),
  /** A PostgreSQL lock not granted within this is given up, and the request answered 503 with Retry-After. */
  DATABASE_LOCK_TIMEOUT_MS: positiveInt(POSTGRES_DEFAULTS.lockTimeoutMs),
  /** How long a request waits for a PostgreSQL connection before it is answered 503 with Retry-After. */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(POSTGRES_DEFAULTS.connectTimeoutMs),
  /**
   * A tournament's leaderboard is summed from its bets at most this often per process (milliseconds); between two
   * sums every request reads the last one. 0 sums it for every request.
   */
  TOURNAMENT_STANDINGS_REFRESH_MS: z.coerce.number().int().min(0).default(5_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  /** Secure cookies and HSTS; on by default when PUBLIC_URL is https. */
  COOKIE_SECURE: optionalFlag,
  /**
   * Development services (the mail outbox, the crypto confirmation control, the payment simulator): off unless asked
   * for, since the outbox hands out every reset link. Even when on they answer loopback requests only.
   */
  DEV_SERVICES: booleanFlag(false),
  /** With NODE_ENV=production the server refuses to start with DEV_SERVICES on unless this says it is meant. */
  DEV_SERVICES_FORCE: booleanFlag(false),
  NODE_ENV: z.string().optional(),
  /**
   * Other origins whose pages may change state through the API besides PUBLIC_URL's (an operator's other front
   * ends). The Vite dev server needs no entry: its proxy keeps the Host header, which the API accepts.
   */
  ALLOWED_ORIGINS: originList,
  /** Read the client IP from X-Forwarded-For: only behind a proxy that sets it. */
  TRUST_PROXY: booleanFlag(false),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(FIFTEEN_MINUTES),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(THIRTY_DAYS),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(30),
  LOGIN_RATE_WINDOW_SECONDS: positiveInt(FIFTEEN_MINUTES),
  /** log2 of scrypt's N; 17 is OWASP's floor. Lower only for tests on slow machines. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Bearer key the geo service (`/geo`) asks for; the web app sends its VITE_GEO_API_KEY (docs/product.md#calls). */
  GEO_API_KEY: z.string().min(8).default('dev-geo-key'),
  /** Country the IP look-up reports for loopback and private addresses, which have no location of their own. */
  GEO_LOCAL_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase())
    .default('US'),
  /** The payment simulator's hosted card frame runs on its own origin, like a real provider's (docs/product.md#cashier). */
  PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  PAYMENT_SIMULATOR_URL: z.url().optional(),
  /** A simulated crypto deposit confirms by itself this long after it was opened (or at once via the dev control). */
  CRYPTO_CONFIRM_SECONDS: positiveInt(30),
  /** The regulator whose rules apply (docs/product.md#jurisdictions): `INTL` or `GB`. The app reads it from `GET /api/site`. */
  JURISDICTION: z._default(jurisdictionCodeSchema, DEFAULT_JURISDICTION),
  /**
   * Outside GB, a withdrawal that brings the player's withdrawals to this total (minor units of the account currency)
   * or past it needs a verified identity; 0 asks it for every withdrawal.
   */
  VERIFICATION_WITHDRAWAL_THRESHOLD: z.coerce.number().int().min(0).default(200_000),
  /** Folder of the identity documents players send (default DATA_DIR/verification-documents); never under WEB_DIST_DIR. */
  VERIFICATION_DOCUMENTS_DIR: z.string().min(1).optional(),
  /**
   * Countries the brand does not serve (comma-separated ISO codes): their visitors get the geo-block page, and
   * sign-up and play are refused. The default lists countries under international sanctions.
   */
  BLOCKED_COUNTRIES: z
    .string()
    .default('CU,IR,KP,SY')
    .transform((v) =>
      v
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes separated by commas'))),
  /**
   * An ISO instant the server's clock starts from (time then flows at the real pace): tests pin it so that
   * tournaments, promotion windows and history periods are the same on any day the suite runs.
   */
  /**
   * A new database's catalogue grows to this many games with generated ones (same games on every run), to
   * measure the lobby and the search at a big operator's size. An existing database keeps the games it has.
   */
  SEED_GAMES: z.coerce
    .number({ error: SEED_GAMES_RANGE })
    .int(SEED_GAMES_RANGE)
    .min(SEEDED_GAME_COUNT, SEED_GAMES_RANGE)
    .max(MAX_SEED_GAMES, SEED_GAMES_RANGE)
    .optional(),
  FAKE_NOW: z.iso
    .datetime({ offset: true, error: 'must be an ISO date-time such as 2026-03-04T12:00:00Z' })
    .optional()
    .transform((v) => (v === undefined ? undefined : Date.parse(v))),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Absolute path of the database file, or `:memory:`. */
  databaseFile: string;
  /** DATABASE_URL: a PostgreSQL server instead of the file. */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool and its limits (unused on SQLite). */
  postgres: Required<PostgresOptions>;
  standingsRefreshMs: number;
  webDistDir: string | undefined;
  publicUrl: string;
  cookieSecure: boolean;
  devServices: boolean;
  devServicesForce: boolean;
  /** NODE_ENV as given; `production` marks a production-like start. */
  nodeEnv: string | undefined;
  /** Origins besides the public URL's whose pages may send state-changing requests. */
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginRateWindowSeconds: number;
  passwordHashCost: number;
  geoApiKey: string;
  geoLocalCountry: string;
  paymentSimulatorPort: number;
  /** Origin of the hosted card frame, without a trailing slash. */
  paymentSimulatorUrl: string;
  cryptoConfirmSeconds: number;
  jurisdiction: JurisdictionCode;
  /** Minor units; see VERIFICATION_WITHDRAWAL_THRESHOLD. */
  verificationWithdrawalThreshold: number;
  /** Absolute path of the identity documents' folder, outside the web root. */
  verificationDocumentsDir: string;
  blockedCountries: readonly string[];
  /** Epoch milliseconds the clock starts from, or undefined for the real time. */
  fakeNow: number | undefined;
  /** How many games a new database's catalogue holds; undefined seeds the 2,100 of the seed data. */
  seedGames: number | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad value stops the server with the variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(API_ROOT, 'data'));
  const webDistDir = e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined;
  const verificationDocumentsDir = path.resolve(
    e.VERIFICATION_DOCUMENTS_DIR ?? path.join(dataDir, 'verification-documents'),
  );
  // Identity documents under the web root could be fetched by anyone who guesses a name.
  if (webDistDir && isInside(verificationDocumentsDir, webDistDir)) {
    throw new ConfigError(
      'Invalid configuration:\nVERIFICATION_DOCUMENTS_DIR: must not lie inside WEB_DIST_DIR, where files are served to anyone',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: e.DATABASE_FILE === ':memory:' ? ':memory:' : path.resolve(dataDir, e.DATABASE_FILE),
    databaseUrl: e.DATABASE_URL,
    postgres: {
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    standingsRefreshMs: e.TOURNAMENT_STANDINGS_REFRESH_MS,
    webDistDir,
    publicUrl,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    devServices: e.DEV_SERVICES,
    devServicesForce: e.DEV_SERVICES_FORCE,
    nodeEnv: e.NODE_ENV,
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    loginRateWindowSeconds: e.LOGIN_RATE_WINDOW_SECONDS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    geoApiKey: e.GEO_API_KEY,
    geoLocalCountry: e.GEO_LOCAL_COUNTRY,
    paymentSimulatorPort: e.PAYMENT_SIMULATOR_PORT,
    paymentSimulatorUrl: (e.PAYMENT_SIMULATOR_URL ?? `http://localhost:${e.PAYMENT_SIMULATOR_PORT}`).replace(
      /\/+$/,
      '',
    ),
    cryptoConfirmSeconds: e.CRYPTO_CONFIRM_SECONDS,
    jurisdiction: e.JURISDICTION,
    verificationWithdrawalThreshold: e.VERIFICATION_WITHDRAWAL_THRESHOLD,
    verificationDocumentsDir,
    blockedCountries: e.BLOCKED_COUNTRIES,
    fakeNow: e.FAKE_NOW,
    seedGames: e.SEED_GAMES,
  };
}
