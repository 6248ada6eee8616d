import pg from 'pg';
import type { ChangeChannel } from '../change-feed';
import type { Database, Db, RunResult, SqlParam } from '../sql';
import {
  assertOutsideTransaction,
  runInside,
  type TransactionConnection,
  TransactionHandle,
} from '../transaction-handle';
import { isConnectionLost, isRetryableConflict, toDatabaseError } from './postgres-errors';
import { PostgresChangeFeed } from './postgres-listener';
import { POSTGRES_DEFAULTS, type PostgresOptions } from './postgres-options';
import { toPostgres, withAliases } from './postgres-sql';

export { POSTGRES_DEFAULTS, type PostgresOptions } from './postgres-options';

/** Migrations and the seed: the one-time work processes starting together must not run twice. */
export const EXCLUSIVE_LOCK_KEY = 0x6361_7369; // "casi"
/** A transaction PostgreSQL had to break (a deadlock, a serialisation conflict) runs again this many times at most. */
const CONFLICT_ATTEMPTS = 3;
/** A transaction left open by a stuck request gives its locks back after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;

// Counts and sums come back as int8 and numeric, which pg hands over as strings to be safe beyond 2^53. Money is
// minor units and instants are epoch milliseconds: both stay far below that, and the code compares numbers. Bytes
// come back as node:sqlite gives them, a plain Uint8Array.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    const parse = pg.types.getTypeParser(oid, format);
    if (oid === pg.types.builtins.BYTEA) return (value: string) => new Uint8Array(parse(value) as Buffer);
    return parse;
  },
};

type Queryable = {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
};

/**
 * PostgreSQL through a pool of connections (`pg.Pool`): a statement or a transaction takes a free connection and
 * gives it back, so one process has as many statements in flight as it has connections, and its event loop keeps
 * serving other requests while they run. A lost connection is dropped from the pool, and the next request opens a
 * new one. Locks are the callers' (`lockPlayer`, `lockKey`), scoped to what they protect; nothing serialises the
 * transactions of different players.
 */
export class PostgresDb implements Database {
  readonly dialect = 'postgres';
  readonly isTransaction = false;
  readonly changes: PostgresChangeFeed;
  private readonly pool: pg.Pool;
  private readonly idTables = new Map<string, Promise<boolean>>();
  private closed = false;

  constructor(
    readonly url: string,
    options: PostgresOptions = {},
  ) {
    const o = { ...POSTGRES_DEFAULTS, ...options };
    const connection = {
      connectionString: url,
      application_name: 'casino-api',
      types,
      keepAlive: true,
      statement_timeout: o.statementTimeoutMs,
      lock_timeout: o.lockTimeoutMs,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
      // A server that stops answering without closing the socket: the client gives up a little after the server would.
      query_timeout: o.statementTimeoutMs + 5_000,
      connectionTimeoutMillis: o.connectTimeoutMs,
    };
    this.pool = new pg.Pool({ ...connection, max: o.poolSize, idleTimeoutMillis: 30_000 });
    // An idle connection the server closed (a restart) reports here; the pool drops it and opens another when needed.
    this.pool.on('error', (error) => console.error(`A pooled PostgreSQL connection failed: ${error.message}`));
    this.changes = new PostgresChangeFeed({
      connectionString: url,
      application_name: 'casino-api-listen',
      keepAlive: true,
      connectionTimeoutMillis: o.connectTimeoutMs,
    });
  }

  get(sql: string, params: readonly SqlParam[]) {
    assertOutsideTransaction(this);
    return get(this.pool, sql, params);
  }

  all(sql: string, params: readonly SqlParam[]) {
    assertOutsideTransaction(this);
    return all(this.pool, sql, params);
  }

  run(sql: string, params: readonly SqlParam[]) {
    assertOutsideTransaction(this);
    return this.runOn(this.pool, sql, params);
  }

  async exec(script: string) {
    assertOutsideTransaction(this);
    await send(this.pool, script);
  }

  async notify(channel: ChangeChannel, key: string | number) {
    assertOutsideTransaction(this);
    await send(this.pool, notifyStatement(channel, key));
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.withConflictRetries(() => this.transactionOnce(work));
  }

  exclusive<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.transactionOnce(async (tx) => {
      // A migration may build an index over a big table: the statement limit is for requests, not for this.
      await tx.run('SET LOCAL statement_timeout = 0', []);
      await tx.run('SET LOCAL lock_timeout = 0', []);
      await tx.get('SELECT pg_advisory_xact_lock(?) AS locked', [EXCLUSIVE_LOCK_KEY]);
      return work(tx);
    });
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.changes.close();
    await this.pool.end();
  }

  /** How many connections the pool holds, and how many requests wait for one (for the tests and the benchmark). */
  get poolState() {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  private async withConflictRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (n >= CONFLICT_ATTEMPTS || !isRetryableConflict((error as { cause?: unknown }).cause ?? error)) throw error;
      }
    }
  }

  private async transactionOnce<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTransaction(this);
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw toDatabaseError(error);
    }
    const connection: TransactionConnection = {
      dialect: 'postgres',
      get: (sql, params) => get(client, sql, params),
      all: (sql, params) => all(client, sql, params),
      run: (sql, params) => this.runOn(client, sql, params),
      script: (text) => send(client, text),
    };
    const tx = new TransactionHandle(connection);
    let broken: unknown;
    try {
      await send(client, 'BEGIN');
      let result: T;
      try {
        result = await runInside(this, () => work(tx));
      } catch (error) {
        await send(client, 'ROLLBACK').catch((rollbackError) => {
          broken = rollbackError;
        });
        throw error;
      }
      // The changes travel with the COMMIT, in one round trip: PostgreSQL delivers them only if it commits.
      const notifies = [...tx.pending.entries()].map(([channel, key]) => notifyStatement(channel, key));
      await send(client, [...notifies, 'COMMIT'].join(';\n'));
      return result;
    } catch (error) {
      if (isConnectionLost(error)) broken = error;
      throw error;
    } finally {
      tx.close();
      // A connection that failed mid-transaction is closed, not handed to the next request.
      client.release(broken !== undefined);
    }
  }

  private async runOn(on: Queryable, sql: string, params: readonly SqlParam[]): Promise<RunResult> {
    const statement = toPostgres(sql);
    // SQLite reports the new row's id by itself; here the statement asks for it when its table has one.
    const wantsId = statement.insertInto !== undefined && (await this.hasIdColumn(on, statement.insertInto));
    const result = await query(
      on,
      wantsId ? { name: `${statement.name}_id`, text: `${statement.text} RETURNING id` } : statement,
      params,
    );
    const lastRow = result.rows.at(-1);
    return { changes: result.rowCount ?? 0, lastId: wantsId && lastRow ? Number(lastRow.id) : 0 };
  }

  private hasIdColumn(on: Queryable, table: string): Promise<boolean> {
    let known = this.idTables.get(table);
    if (!known) {
      known = query(
        on,
        {
          name: 'casino_has_id_column',
          text: `SELECT 1 FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
        },
        [table],
      ).then((result) => result.rows.length > 0);
      // A failed look-up is asked again next time.
      known.catch(() => this.idTables.delete(table));
      this.idTables.set(table, known);
    }
    return known;
  }
}

/** `NOTIFY` takes no parameters: the channel is one of ours and the key a number or an id of letters and digits. */
function notifyStatement(channel: ChangeChannel, key: string | number): string {
  const text = String(key);
  if (!/^[\w-]+$/.test(text)) throw new Error(`A change key must be letters, digits, _ or -: ${text}`);
  return `NOTIFY ${channel}, '${text}'`;
}

/** A prepared statement (parsed once per connection under its name), or, without a name, one planned per call. */
async function query(
  on: Queryable,
  statement: { name?: string; text: string },
  params: readonly unknown[],
): Promise<pg.QueryResult> {
  try {
    const values = params.map(toValue);
    return await (statement.name === undefined
      ? on.query(statement.text, values)
      : on.query({ name: statement.name, text: statement.text, values }));
  } catch (error) {
    throw toDatabaseError(error);
  }
}

async function get(on: Queryable, sql: string, params: readonly SqlParam[]) {
  const statement = toPostgres(sql);
  const result = await query(on, statement, params);
  const row = result.rows[0];
  return row && withAliases(row, statement.aliases);
}

async function all(on: Queryable, sql: string, params: readonly SqlParam[]) {
  const statement = toPostgres(sql);
  const result = await query(on, statement, params);
  return result.rows.map((row) => withAliases(row, statement.aliases));
}

/** A script without parameters (simple protocol: several statements in one round trip). */
async function send(on: Queryable, text: string): Promise<void> {
  try {
    await on.query(text);
  } catch (error) {
    throw toDatabaseError(error);
  }
}

const toValue = (value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value instanceof Uint8Array ? Buffer.from(value) : value;
