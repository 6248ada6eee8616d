/** A value bound to a `?` in a statement. */
export type SqlParam = null | number | bigint | string | Uint8Array;

/** The engines the API runs on: the embedded default, or a PostgreSQL server several processes share. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * One connection to the database, synchronous on both engines (node:sqlite is; PostgreSQL is reached through a
 * worker thread the caller waits on, db/postgres). Statements are written once, with `?` placeholders, in the SQL
 * both engines read; the few places where they differ ask `dialect`.
 */
export interface Db {
  readonly dialect: Dialect;
  /** Whether a transaction is open on this connection (a ledger entry refuses to be written outside one). */
  readonly isTransaction: boolean;
  get(sql: string, params: readonly SqlParam[]): unknown;
  all(sql: string, params: readonly SqlParam[]): unknown[];
  run(sql: string, params: readonly SqlParam[]): { changes: number; lastId: number };
  /** Runs a script of statements without parameters (migrations). */
  exec(script: string): void;
  /** Opens the outermost transaction, taking what the engine needs so that writers never interleave. */
  begin(): void;
  /** Ends the outermost transaction. */
  commit(): void;
  rollback(): void;
  close(): void;
}

/** Rows are typed by the query that reads them: the schema is ours (migrations.ts), so the cast is the boundary. */
export function one<T>(db: Db, sql: string, ...params: SqlParam[]): T | undefined {
  return db.get(sql, params) as T | undefined;
}

export function all<T>(db: Db, sql: string, ...params: SqlParam[]): T[] {
  return db.all(sql, params) as T[];
}

export function run(db: Db, sql: string, ...params: SqlParam[]): { changes: number; lastId: number } {
  return db.run(sql, params);
}

/**
 * Runs `work` atomically: a balance change and its ledger row commit together or not at all. Writers never
 * interleave (SQLite's BEGIN IMMEDIATE; on PostgreSQL a transaction-scoped lock every API process takes), so the
 * statements of one request see no other request's writes between them. Nested calls use savepoints.
 */
export function transaction<T>(db: Db, work: () => T): T {
  const nested = db.isTransaction;
  const savepoint = 'nested_tx';
  if (nested) db.exec(`SAVEPOINT ${savepoint}`);
  else db.begin();
  try {
    const result = work();
    if (nested) db.exec(`RELEASE SAVEPOINT ${savepoint}`);
    else db.commit();
    return result;
  } catch (error) {
    if (nested) {
      db.exec(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      db.exec(`RELEASE SAVEPOINT ${savepoint}`);
    } else db.rollback();
    throw error;
  }
}

/** `?, ?, ?` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
