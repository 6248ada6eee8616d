import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeChannel } from './change-feed';
import { PendingChanges } from './change-feed';
import type { Db, Dialect, RunResult, SqlParam } from './sql';

/** One connection that a transaction holds from BEGIN to COMMIT, as each engine reaches it. */
export interface TransactionConnection {
  readonly dialect: Dialect;
  get(sql: string, params: readonly SqlParam[]): Promise<unknown>;
  all(sql: string, params: readonly SqlParam[]): Promise<unknown[]>;
  run(sql: string, params: readonly SqlParam[]): Promise<RunResult>;
  script(text: string): Promise<void>;
}

/** Which database's transaction the running code is inside, if any. */
const insideTransaction = new AsyncLocalStorage<object>();

/** Runs a transaction's work so that `assertOutsideTransaction(owner)` can tell it apart from other requests. */
export const runInside = <T>(owner: object, work: () => Promise<T>): Promise<T> => insideTransaction.run(owner, work);

/**
 * A statement sent to the database as a whole from inside one of its transactions would run on another connection:
 * it would not see the transaction's own writes, and could wait for a lock that transaction holds (on SQLite, for the
 * transaction itself). That is a bug of the caller, said at once instead of as a deadlock.
 */
export function assertOutsideTransaction(owner: object): void {
  if (insideTransaction.getStore() === owner) {
    throw new Error("A statement inside a transaction must run on the transaction's handle, not on the database");
  }
}

/**
 * The handle a transaction's work receives: every statement on the transaction's connection, savepoints for nested
 * transactions, and the changes to announce once the outermost one commits. Unusable once its transaction is over,
 * so a statement left running after it fails loudly.
 */
export class TransactionHandle implements Db {
  readonly isTransaction = true;
  readonly pending = new PendingChanges();
  private open = true;

  constructor(
    private readonly connection: TransactionConnection,
    private readonly depth = 0,
  ) {}

  get dialect() {
    return this.connection.dialect;
  }

  get(sql: string, params: readonly SqlParam[]) {
    this.assertOpen();
    return this.connection.get(sql, params);
  }

  all(sql: string, params: readonly SqlParam[]) {
    this.assertOpen();
    return this.connection.all(sql, params);
  }

  run(sql: string, params: readonly SqlParam[]) {
    this.assertOpen();
    return this.connection.run(sql, params);
  }

  exec(script: string) {
    this.assertOpen();
    return this.connection.script(script);
  }

  async notify(channel: ChangeChannel, key: string | number): Promise<void> {
    this.assertOpen();
    this.pending.add(channel, key);
  }

  /** A savepoint: a refusal thrown by `work` undoes its own writes and its changes, and the outer work goes on. */
  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    this.assertOpen();
    const name = `nested_${this.depth + 1}`;
    await this.connection.script(`SAVEPOINT ${name}`);
    const inner = new TransactionHandle(this.connection, this.depth + 1);
    try {
      const result = await work(inner);
      await this.connection.script(`RELEASE SAVEPOINT ${name}`);
      inner.pending.mergeInto(this.pending);
      return result;
    } catch (error) {
      await this.connection.script(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
      throw error;
    } finally {
      inner.close();
    }
  }

  close(): void {
    this.open = false;
  }

  private assertOpen() {
    if (!this.open) throw new Error('This transaction is over: its handle can no longer run statements');
  }
}
