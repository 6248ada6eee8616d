import { PostgresDb } from '../db/postgres/postgres-db';
import { prepareDatabase } from '../db/prepare-database';
import { TEST_SEED_OPTIONS } from './test-seed';

/**
 * TEST_DATABASE_URL: the maintenance database of a PostgreSQL server the API suite may create and drop databases on
 * (scripts/postgres-test-server.sh starts one). Unset, the suite runs on SQLite. This module loads no SQLite, so
 * vitest's global setup can use it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The seeded database every test's own copy is cloned from (made once per run by the global setup). */
export const SEEDED_TEMPLATE = 'casino_test_seeded';

let admin: PostgresDb | undefined;

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the maintenance database (CREATE and DROP DATABASE run outside any transaction). */
export async function onServer(sql: string): Promise<void> {
  admin ??= new PostgresDb(TEST_DATABASE_URL ?? '', { poolSize: 2 });
  await admin.exec(sql);
}

export async function createSeededTemplate(): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS "${SEEDED_TEMPLATE}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${SEEDED_TEMPLATE}"`);
  const db = new PostgresDb(databaseUrl(SEEDED_TEMPLATE), { poolSize: 1 });
  try {
    await prepareDatabase(db, TEST_SEED_OPTIONS);
  } finally {
    await db.close();
  }
}

export async function dropSeededTemplate(): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS "${SEEDED_TEMPLATE}" WITH (FORCE)`);
  await closeServerConnection();
}

export async function closeServerConnection(): Promise<void> {
  await admin?.close();
  admin = undefined;
}
