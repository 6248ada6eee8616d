import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Db, SqlParam } from '../sql';
import type { WorkerAnswer, WorkerData, WorkerRequest } from './pg-worker';
import { toPostgres, withAliases } from './postgres-sql';

/** How long a statement may take before the API gives up on the server (the web app's own timeout is 30 s). */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Every API process takes this transaction-scoped advisory lock before its first write, so write transactions run
 * one at a time across all processes sharing the database: the guarantee BEGIN IMMEDIATE gives on SQLite, which the
 * services are written against (read a balance, decide, post the ledger entry). The ledger's `UPDATE … RETURNING`
 * takes the player's row lock on top. Reads take no lock and run in parallel.
 */
export const WRITE_LOCK_KEY = 0x6361_7369; // "casi"

export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(code ? `${message} (PostgreSQL ${code})` : message);
    this.name = 'PostgresError';
  }
}

/** Built next to the server in dist/ (tsup entry); the tests run the source, which Node strips of its types. */
function workerFile(): URL {
  const built = new URL('./pg-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./pg-worker.ts', import.meta.url);
}

/**
 * A PostgreSQL database behind the API's synchronous data layer: each statement goes to a worker thread holding one
 * connection, and the calling thread waits for its answer (Atomics.wait on a shared flag). Like node:sqlite, a
 * statement blocks the process's event loop while it runs; several API processes share the load instead.
 */
export class PostgresDb implements Db {
  readonly dialect = 'postgres';
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private inTransaction = false;
  private closed = false;
  private readonly idTables = new Map<string, boolean>();

  constructor(readonly url: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const data: WorkerData = { url, flag: this.flag, port: port2 };
    this.worker = new Worker(workerFile(), { workerData: data, transferList: [port2] });
    // The process may end while a connection is open; close() is what ends it cleanly.
    this.worker.unref();
  }

  get isTransaction() {
    return this.inTransaction;
  }

  get(sql: string, params: readonly SqlParam[]) {
    return this.query(sql, params).rows[0];
  }

  all(sql: string, params: readonly SqlParam[]) {
    return this.query(sql, params).rows;
  }

  run(sql: string, params: readonly SqlParam[]) {
    const statement = toPostgres(sql);
    // SQLite reports the new row's id by itself; here the statement asks for it when its table has one.
    const wantsId = statement.insertInto !== undefined && this.hasIdColumn(statement.insertInto);
    const answer = this.send({
      kind: 'query',
      text: wantsId ? `${statement.text} RETURNING id` : statement.text,
      values: params.map(toValue),
    });
    const lastRow = answer.rows.at(-1);
    return { changes: answer.rowCount, lastId: wantsId && lastRow ? Number(lastRow.id) : 0 };
  }

  exec(script: string) {
    this.send({ kind: 'script', text: script });
  }

  begin() {
    this.send({ kind: 'script', text: 'BEGIN' });
    this.inTransaction = true;
    this.send({ kind: 'query', text: 'SELECT pg_advisory_xact_lock($1)', values: [WRITE_LOCK_KEY] });
  }

  commit() {
    this.end('COMMIT');
  }

  rollback() {
    this.end('ROLLBACK');
  }

  /** The transaction is over whether or not the statement succeeds (a failed COMMIT rolls back). */
  private end(statement: 'COMMIT' | 'ROLLBACK') {
    this.inTransaction = false;
    this.send({ kind: 'script', text: statement });
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    try {
      this.send({ kind: 'close' });
    } finally {
      void this.worker.terminate();
    }
  }

  private query(sql: string, params: readonly SqlParam[]) {
    const statement = toPostgres(sql);
    const answer = this.send({ kind: 'query', text: statement.text, values: params.map(toValue) });
    return { rows: answer.rows.map((row) => withAliases(row, statement.aliases)), rowCount: answer.rowCount };
  }

  private hasIdColumn(table: string): boolean {
    let known = this.idTables.get(table);
    if (known === undefined) {
      const answer = this.send({
        kind: 'query',
        text: `SELECT 1 FROM information_schema.columns
               WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
        values: [table],
      });
      known = answer.rows.length > 0;
      this.idTables.set(table, known);
    }
    return known;
  }

  private send(request: WorkerRequest): Extract<WorkerAnswer, { ok: true }> {
    if (this.closed && request.kind !== 'close') throw new PostgresError('The database connection is closed');
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(request);
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0 || Atomics.wait(this.flag, 0, 0, left) === 'timed-out') {
        this.closed = true;
        void this.worker.terminate();
        throw new PostgresError(`PostgreSQL did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`);
      }
      const answer = receiveMessageOnPort(this.port)?.message as WorkerAnswer | undefined;
      if (answer) {
        if (!answer.ok) throw new PostgresError(answer.message, answer.code, answer.detail);
        return answer;
      }
      // Woken with no answer yet: the previous answer's notify, which the worker sends after raising the flag, came
      // late, once this thread had already seen the flag, read that answer and lowered the flag for this request (a
      // busy machine can pause the worker between the two). Wait on; only a raised flag with no answer is an error.
      if (Atomics.load(this.flag, 0) !== 0) throw new PostgresError('The database worker answered nothing');
    }
  }
}

const toValue = (value: SqlParam) =>
  typeof value === 'bigint' ? value.toString() : value instanceof Uint8Array ? Buffer.from(value) : value;
