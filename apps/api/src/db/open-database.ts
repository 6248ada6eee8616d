import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PostgresDb, type PostgresOptions } from './postgres/postgres-db';
import { type PrepareOptions, prepareDatabase } from './prepare-database';
import type { Database } from './sql';
import { SqliteDb } from './sqlite/sqlite-db';

/** A `postgres://` (or `postgresql://`) URL names a PostgreSQL database; anything else is an SQLite file. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** Connects without migrating or seeding: the engine the target names (`postgres` sizes a PostgreSQL pool). */
export function connectDatabase(target: string, postgres?: PostgresOptions): Database {
  if (isPostgresUrl(target)) return new PostgresDb(target, postgres);
  if (target !== ':memory:') mkdirSync(path.dirname(target), { recursive: true });
  return new SqliteDb(target);
}

/**
 * Opens (for SQLite creating the folder and file when missing), migrates, and seeds a fresh database once. `target`
 * is an SQLite file, `:memory:`, or a PostgreSQL URL.
 */
export function openDatabase(
  target: string,
  options: PrepareOptions & { postgres?: PostgresOptions } = {},
): Promise<Database> {
  return prepareDatabase(connectDatabase(target, options.postgres), options);
}
