import type { ChangeChannel } from '../db/change-feed';
import type { Database, Db, SqlParam } from '../db/sql';

/**
 * A database that counts the statements sent to it, in transactions too: what a test asserts of how much a request
 * or an idle stream costs the database (BEGIN and COMMIT are not counted; PostgreSQL's look-up of a table's id column, once per table, is not either).
 */
export class CountingDatabase implements Database {
  readonly isTransaction = false;
  /** Every statement sent so far, in order (a script counts as one). */
  readonly log: string[] = [];

  get statements(): number {
    return this.log.length;
  }

  constructor(private readonly db: Database) {}

  get dialect() {
    return this.db.dialect;
  }

  get changes() {
    return this.db.changes;
  }

  get(sql: string, params: readonly SqlParam[]) {
    this.log.push(sql);
    return this.db.get(sql, params);
  }

  all(sql: string, params: readonly SqlParam[]) {
    this.log.push(sql);
    return this.db.all(sql, params);
  }

  run(sql: string, params: readonly SqlParam[]) {
    this.log.push(sql);
    return this.db.run(sql, params);
  }

  exec(script: string) {
    this.log.push(script);
    return this.db.exec(script);
  }

  notify(channel: ChangeChannel, key: string | number) {
    return this.db.notify(channel, key);
  }

  transaction<T>(work: (tx: Db) => Promise<T>) {
    return this.db.transaction((tx) => work(this.counted(tx)));
  }

  exclusive<T>(work: (tx: Db) => Promise<T>) {
    return this.db.exclusive((tx) => work(this.counted(tx)));
  }

  close() {
    return this.db.close();
  }

  private counted(tx: Db): Db {
    const counted = <T>(sql: string, statement: () => T): T => {
      this.log.push(sql);
      return statement();
    };
    return {
      dialect: tx.dialect,
      isTransaction: tx.isTransaction,
      get: (sql, params) => counted(sql, () => tx.get(sql, params)),
      all: (sql, params) => counted(sql, () => tx.all(sql, params)),
      run: (sql, params) => counted(sql, () => tx.run(sql, params)),
      exec: (script) => counted(script, () => tx.exec(script)),
      notify: (channel, key) => tx.notify(channel, key),
      transaction: (work) => tx.transaction((inner) => work(this.counted(inner))),
    };
  }
}
