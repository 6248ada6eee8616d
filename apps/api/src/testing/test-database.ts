import { threadId } from 'node:worker_threads';
import { connectDatabase } from '../db/open-database';
import { PostgresDb } from '../db/postgres/postgres-db';
import { type PrepareOptions, prepareDatabase } from '../db/prepare-database';
import type { Db, Dialect } from '../db/sql';
import { SqliteDb } from '../db/sqlite/sqlite-db';
import { databaseUrl, onServer, SEEDED_TEMPLATE, TEST_DATABASE_URL } from './postgres-test-server';

/** The engine the API tests run on: SQLite unless TEST_DATABASE_URL names a PostgreSQL server. */
export const testDialect: Dialect = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const opened = new Set<Db>();
const created = new Set<string>();
/** A file path a test opens again names the same database again. */
const byPath = new Map<string, string>();
let counter = 0;

/** A new PostgreSQL database, empty or cloned from `template`, dropped when the test file ends. */
function newPostgresDatabase(template?: string, name = nextName()): Db {
  onServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`);
  created.add(name);
  return connect(name);
}

function nextName() {
  counter += 1;
  return `casino_test_${process.pid}_${threadId}_${counter}`;
}

function connect(name: string): Db {
  const db = new PostgresDb(databaseUrl(name));
  opened.add(db);
  return db;
}

/** An empty database of the test engine (no schema): for tests that build an older schema and upgrade it. */
export function emptyTestDatabase(): Db {
  return TEST_DATABASE_URL ? newPostgresDatabase() : new SqliteDb(':memory:');
}

/** A migrated, seeded database of its own: a copy of the template on PostgreSQL, a fresh seed on SQLite. */
export function seededTestDatabase(seed: () => Db): Db {
  return TEST_DATABASE_URL ? newPostgresDatabase(SEEDED_TEMPLATE) : seed();
}

/** Opens a database as `openDatabase` would, but on the test engine: a file path there becomes a new database. */
export function openOnTestEngine(target: string, options: PrepareOptions): Db {
  if (!TEST_DATABASE_URL || target === ':memory:') return prepareDatabase(connectDatabase(target), options);
  const known = byPath.get(target);
  if (known) return prepareDatabase(connect(known), options);
  const name = nextName();
  byPath.set(target, name);
  return prepareDatabase(newPostgresDatabase(undefined, name), options);
}

/** Closes every connection the current test file opened and, on PostgreSQL, drops the databases it made. */
export function closeTestDatabases(): void {
  for (const db of opened) db.close();
  opened.clear();
  for (const name of created) onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  created.clear();
  byPath.clear();
}
