import type { ChangeChannel, ChangeFeed } from './change-feed';

/** A value bound to a `?` in a statement. */
export type SqlParam = null | number | bigint | string | Uint8Array;

/** The engines the API runs on: the embedded default, or a PostgreSQL server several processes share. */
export type Dialect = 'sqlite' | 'postgres';

export type RunResult = { changes: number; lastId: number };

/**
 * Where a statement runs: the database as a whole (any free connection of the pool) or one open transaction's
 * connection. Statements are written once, with `?` placeholders, in the SQL both engines read; the few places where
 * they differ ask `dialect`. Every call is asynchronous: on PostgreSQL other requests are served while it waits.
 */
export interface Db {
  readonly dialect: Dialect;
  /** Whether this handle is an open transaction (a ledger entry refuses to be written outside one). */
  readonly isTransaction: boolean;
  get(sql: string, params: readonly SqlParam[]): Promise<unknown>;
  all(sql: string, params: readonly SqlParam[]): Promise<unknown[]>;
  run(sql: string, params: readonly SqlParam[]): Promise<RunResult>;
  /** Runs a script of statements without parameters (migrations, test set-up). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` atomically on one connection: a balance change and its ledger row commit together or not at all.
   * Inside a transaction this opens a savepoint, so a refusal undoes its own writes only. `work` must run every
   * statement on the handle it is given.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Tells every API process's listeners (`Database.changes`) that `key` of `channel` changed: when the transaction
   * commits (never when it rolls back), or at once outside one.
   */
  notify(channel: ChangeChannel, key: string | number): Promise<void>;
}

/** The database an API process opens: statements, transactions, the lock of one-time work, and the change feed. */
export interface Database extends Db {
  readonly isTransaction: false;
  /**
   * A transaction that no other process's `exclusive` work overlaps: migrations and the seed, which processes
   * starting together on one PostgreSQL server must run once. Nothing that serves a player takes it.
   */
  exclusive<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** What other transactions (of this process and, on PostgreSQL, of every process) said changed. */
  readonly changes: ChangeFeed;
  close(): Promise<void>;
}

/** Rows are typed by the query that reads them: the schema is ours (migrations.ts), so the cast is the boundary. */
export async function one<T>(db: Db, sql: string, ...params: SqlParam[]): Promise<T | undefined> {
  return (await db.get(sql, params)) as T | undefined;
}

export async function all<T>(db: Db, sql: string, ...params: SqlParam[]): Promise<T[]> {
  return (await db.all(sql, params)) as T[];
}

export function run(db: Db, sql: string, ...params: SqlParam[]): Promise<RunResult> {
  return db.run(sql, params);
}

/** `db.transaction(work)`, as a function beside `one`, `all` and `run`. */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Takes the player's row lock for the rest of the transaction: every change to a player's money takes it first, so
 * two requests of one player never both read a balance and then both write, while other players' requests go on.
 * SQLite needs nothing (its writers never overlap: BEGIN IMMEDIATE). Returns whether the player exists.
 */
export async function lockPlayer(tx: Db, userId: number): Promise<boolean> {
  assertTransaction(tx, 'A player is locked inside a transaction');
  if (tx.dialect === 'sqlite')
    return (await tx.get('SELECT 1 AS found FROM users WHERE id = ?', [userId])) !== undefined;
  return (await tx.get('SELECT 1 AS found FROM users WHERE id = ? FOR UPDATE', [userId])) !== undefined;
}

/**
 * Serialises the transactions that name the same `key` (a login budget's account or address) for the rest of the
 * transaction, on every process; other keys go on. SQLite's writers never overlap, so it needs nothing.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  assertTransaction(tx, 'A key is locked inside a transaction');
  if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtextextended(?, 0)) AS locked', [key]);
}

export function assertTransaction(db: Db, message: string): void {
  if (!db.isTransaction) throw new Error(message);
}

/**
 * ` FOR UPDATE` (of the table aliased `of`) for a read whose rows the transaction goes on to change: on PostgreSQL
 * the rows stay locked until it ends. SQLite's writers never overlap, and its SQL has no such clause.
 */
export function forUpdate(db: Db, of?: string): string {
  assertTransaction(db, 'Rows are locked inside a transaction');
  if (db.dialect === 'sqlite') return '';
  return of ? ` FOR UPDATE OF ${of}` : ' FOR UPDATE';
}

/**
 * Starts a statement whose best plan depends on its values (which category, which page, which name), for an engine that
 * prepares statements: PostgreSQL plans it at every call. Prepared, it would soon get a plan made for any value,
 * several times slower for a category page. SQLite reads it as the comment it is.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** `?, ?, ?` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
