import type { ChangeChannel, ChangeFeed, ChangeListener } from '../db/change-feed';
import type { Database, Db, Dialect, SqlParam } from '../db/sql';

/**
 * A database a test can hold before it exists: on PostgreSQL a test's own database is created (copied from the seeded
 * template) asynchronously, while `createTestApp` hands out its app at once. Every call waits for the database, then
 * runs on it; a subscription made before it exists is passed on once it does.
 */
export class PendingDatabase implements Database {
  readonly isTransaction = false;
  readonly changes: ChangeFeed;
  private db: Database | undefined;

  constructor(
    readonly dialect: Dialect,
    private readonly ready: Promise<Database>,
  ) {
    // Known once ready; until then a statement waits for it anyway.
    ready.then(
      (db) => {
        this.db = db;
      },
      () => {},
    );
    const whenReady = <T>(use: (feed: ChangeFeed) => () => T) => {
      let stop: (() => T) | undefined;
      let stopped = false;
      void ready.then((db) => {
        if (!stopped) stop = use(db.changes);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    };
    this.changes = {
      subscribe: (channel: ChangeChannel, key: string | number, listener: ChangeListener) =>
        this.db
          ? this.db.changes.subscribe(channel, key, listener)
          : whenReady((f) => f.subscribe(channel, key, listener)),
      onMissedChanges: (listener: ChangeListener) =>
        this.db ? this.db.changes.onMissedChanges(listener) : whenReady((f) => f.onMissedChanges(listener)),
      ready: async () => (await ready).changes.ready(),
    };
  }

  /** The database itself, once it exists (a test that needs the engine's own handle). */
  get target(): Promise<Database> {
    return this.ready;
  }

  async get(sql: string, params: readonly SqlParam[]) {
    return (await this.ready).get(sql, params);
  }

  async all(sql: string, params: readonly SqlParam[]) {
    return (await this.ready).all(sql, params);
  }

  async run(sql: string, params: readonly SqlParam[]) {
    return (await this.ready).run(sql, params);
  }

  async exec(script: string) {
    return (await this.ready).exec(script);
  }

  async notify(channel: ChangeChannel, key: string | number) {
    return (await this.ready).notify(channel, key);
  }

  async transaction<T>(work: (tx: Db) => Promise<T>) {
    return (await this.ready).transaction(work);
  }

  async exclusive<T>(work: (tx: Db) => Promise<T>) {
    return (await this.ready).exclusive(work);
  }

  async close() {
    return (await this.ready).close();
  }
}
