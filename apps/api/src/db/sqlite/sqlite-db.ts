import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type ChangeChannel, LocalChangeFeed } from '../change-feed';
import type { Database, Db, RunResult, SqlParam } from '../sql';
import {
  assertOutsideTransaction,
  runInside,
  type TransactionConnection,
  TransactionHandle,
} from '../transaction-handle';
import { Mutex } from './mutex';

/**
 * The embedded engine: a file (or `:memory:`) opened with node:sqlite, one connection per process. node:sqlite runs
 * a statement to its end before returning, so the asynchronous interface costs a resolved promise. A transaction
 * holds the connection from BEGIN IMMEDIATE to COMMIT: statements of other requests wait for it (they would
 * otherwise read its uncommitted writes), and its changes reach the process's own streams once it commits.
 */
export class SqliteDb implements Database {
  readonly dialect = 'sqlite';
  readonly isTransaction = false;
  readonly changes = new LocalChangeFeed();
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly writer = new Mutex();
  private readonly connection: TransactionConnection;

  /** `image`: a database's bytes (`serialize()`) to start an in-memory copy from, as the tests do per test. */
  constructor(file: string, image?: Uint8Array) {
    this.db = new DatabaseSync(file);
    if (image) this.db.deserialize(image);
    this.db.exec('PRAGMA foreign_keys = ON');
    if (file !== ':memory:') {
      // WAL keeps readers unblocked while a write commits; busy_timeout covers a second process (a CLI, a test).
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA busy_timeout = 5000');
    }
    this.connection = {
      dialect: 'sqlite',
      get: async (sql, params) => this.statement(sql).get(...params),
      all: async (sql, params) => this.statement(sql).all(...params),
      run: async (sql, params) => this.runNow(sql, params),
      script: async (text) => this.db.exec(text),
    };
  }

  get(sql: string, params: readonly SqlParam[]) {
    return this.outside(() => this.statement(sql).get(...params));
  }

  all(sql: string, params: readonly SqlParam[]) {
    return this.outside(() => this.statement(sql).all(...params));
  }

  run(sql: string, params: readonly SqlParam[]) {
    return this.outside(() => this.runNow(sql, params));
  }

  exec(script: string) {
    return this.outside(() => this.db.exec(script));
  }

  async notify(channel: ChangeChannel, key: string | number) {
    assertOutsideTransaction(this);
    this.changes.publish(channel, String(key));
  }

  exclusive<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.transaction(work);
  }

  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTransaction(this);
    const release = await this.writer.acquire();
    const tx = new TransactionHandle(this.connection);
    try {
      // IMMEDIATE takes the write lock up front, so two writers never both read and then both write.
      this.db.exec('BEGIN IMMEDIATE');
      let result: T;
      try {
        result = await runInside(this, () => work(tx));
        this.db.exec('COMMIT');
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
      for (const [channel, key] of tx.pending.entries()) this.changes.publish(channel, key);
      return result;
    } finally {
      tx.close();
      release();
    }
  }

  /** The whole database as bytes, for `new SqliteDb(':memory:', image)`. */
  serialize(): Uint8Array {
    return this.db.serialize();
  }

  async close() {
    if (this.db.isOpen) this.db.close();
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private runNow(sql: string, params: readonly SqlParam[]): RunResult {
    const result = this.statement(sql).run(...params);
    return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
  }

  /** A statement outside any transaction: at once when none is open, else after the open ones end. */
  private async outside<T>(statement: () => T): Promise<T> {
    assertOutsideTransaction(this);
    if (!this.writer.busy) return statement();
    const release = await this.writer.acquire();
    try {
      return statement();
    } finally {
      release();
    }
  }
}
