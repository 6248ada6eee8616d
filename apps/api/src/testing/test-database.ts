import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import { connectDatabase } from '../db/open-database';
import { PostgresDb } from '../db/postgres/postgres-db';
import { type PrepareOptions, prepareDatabase } from '../db/prepare-database';
import type { Database, Dialect } from '../db/sql';
import { SqliteDb } from '../db/sqlite/sqlite-db';
import { PendingDatabase } from './pending-database';
import {
  closeServerConnection,
  databaseUrl,
  onServer,
  SEEDED_TEMPLATE,
  TEST_DATABASE_URL,
} from './postgres-test-server';

/** The engine the API tests run on: SQLite unless TEST_DATABASE_URL names a PostgreSQL server. */
export const testDialect: Dialect = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded SQLite database's bytes, in a file the global setup wrote once for the run. */
    sqliteTemplateFile: string;
  }
}

/**
 * A test database's pool is small (many test files run at once); its waits are long, because the suite runs beside
 * the browser suites on two cores, where a burst of a dozen requests for one player can queue past production's five
 * seconds. The timeouts themselves are tested with their own values.
 */
const TEST_POSTGRES_OPTIONS = { poolSize: 4, lockTimeoutMs: 30_000, connectTimeoutMs: 30_000 };

const opened = new Set<Database>();
const created = new Set<string>();
/** A file path a test opens again names the same database again. */
const byPath = new Map<string, string>();
let counter = 0;
let sqliteTemplate: Uint8Array | undefined;

function nextName() {
  counter += 1;
  return `casino_test_${process.pid}_${threadId}_${counter}`;
}

function track<T extends Database>(db: T): T {
  opened.add(db);
  return db;
}

/** A new PostgreSQL database of the test's own, empty or copied from `template`, dropped when the test file ends. */
function newPostgresDatabase(template?: string, name = nextName()): PendingDatabase {
  created.add(name);
  const ready = onServer(
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`,
  ).then(() => new PostgresDb(databaseUrl(name), TEST_POSTGRES_OPTIONS));
  return track(new PendingDatabase('postgres', ready));
}

/** An empty database of the test engine (no schema): for tests that build an older schema and upgrade it. */
export function emptyTestDatabase(): Database {
  return TEST_DATABASE_URL ? newPostgresDatabase() : track(new SqliteDb(':memory:'));
}

/**
 * A migrated, seeded database of the test's own: a copy of the seeded template, which the global setup made once for
 * the run (an in-memory copy of its bytes on SQLite, a database made from it on PostgreSQL).
 */
export function seededTestDatabase(): Database {
  if (TEST_DATABASE_URL) return newPostgresDatabase(SEEDED_TEMPLATE);
  sqliteTemplate ??= readFileSync(inject('sqliteTemplateFile'));
  return track(new SqliteDb(':memory:', sqliteTemplate));
}

/** Opens a database as `openDatabase` would, but on the test engine: a file path there becomes a new database. */
export async function openOnTestEngine(target: string, options: PrepareOptions): Promise<Database> {
  if (!TEST_DATABASE_URL || target === ':memory:') return prepareDatabase(track(connectDatabase(target)), options);
  const known = byPath.get(target);
  if (known) return prepareDatabase(track(new PostgresDb(databaseUrl(known), TEST_POSTGRES_OPTIONS)), options);
  const name = nextName();
  byPath.set(target, name);
  await onServer(`CREATE DATABASE "${name}"`);
  created.add(name);
  return prepareDatabase(track(new PostgresDb(databaseUrl(name), TEST_POSTGRES_OPTIONS)), options);
}

/** Closes every connection the current test file opened and, on PostgreSQL, drops the databases it made. */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all([...opened].map((db) => db.close().catch(() => {})));
  opened.clear();
  for (const name of created) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  created.clear();
  byPath.clear();
  if (TEST_DATABASE_URL) await closeServerConnection();
}
