import { DatabaseSync } from 'node:sqlite';
import type { Db, SqlParam } from '../sql';

/** The embedded engine: a file (or `:memory:`) opened with node:sqlite. */
export class SqliteDb implements Db {
  readonly dialect = 'sqlite';
  private readonly db: DatabaseSync;

  constructor(file: string) {
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA foreign_keys = ON');
    if (file !== ':memory:') {
      // WAL keeps readers unblocked while a write commits; busy_timeout covers a second process (a CLI, a test).
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA busy_timeout = 5000');
    }
  }

  get isTransaction() {
    return this.db.isTransaction;
  }

  get(sql: string, params: readonly SqlParam[]) {
    return this.db.prepare(sql).get(...params);
  }

  all(sql: string, params: readonly SqlParam[]) {
    return this.db.prepare(sql).all(...params);
  }

  run(sql: string, params: readonly SqlParam[]) {
    const result = this.db.prepare(sql).run(...params);
    return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
  }

  exec(script: string) {
    this.db.exec(script);
  }

  begin() {
    // IMMEDIATE takes the write lock up front, so two writers never both read and then both write.
    this.db.exec('BEGIN IMMEDIATE');
  }

  commit() {
    this.db.exec('COMMIT');
  }

  rollback() {
    this.db.exec('ROLLBACK');
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
