/**
 * The PostgreSQL connection behind a PostgresDb (postgres-db.ts), on a worker thread: the API's data layer is
 * synchronous, so the calling thread posts one statement and sleeps on a shared flag until this thread has the
 * answer. One connection per worker keeps a transaction's statements on one session.
 *
 * Plain Node-strippable TypeScript with no imports of our own: the tests load it from the sources, the server from
 * dist/ (tsup builds it as an entry).
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import pg from 'pg';

export type WorkerRequest =
  | { kind: 'query'; text: string; values: unknown[] }
  | { kind: 'script'; text: string }
  | { kind: 'close' };

export type WorkerAnswer =
  | { ok: true; rows: Record<string, unknown>[]; rowCount: number }
  | { ok: false; message: string; code?: string; detail?: string };

export type WorkerData = { url: string; flag: Int32Array; port: MessagePort };

// Counts and sums come back as int8 and numeric, which pg hands over as strings to be safe beyond 2^53. Money is
// minor units and instants are epoch milliseconds: both stay far below that, and the code compares numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

const { url, flag, port } = workerData as WorkerData;
const client = new pg.Client({ connectionString: url, application_name: 'casino-api' });
// A dropped connection fails the next statement with its own error; this only keeps the worker from crashing.
client.on('error', () => {});
const connected = client.connect();

function answer(message: WorkerAnswer): void {
  port.postMessage(message);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

async function handle(request: WorkerRequest): Promise<WorkerAnswer> {
  if (request.kind === 'close') {
    await client.end().catch(() => {});
    return { ok: true, rows: [], rowCount: 0 };
  }
  await connected;
  const result =
    request.kind === 'script' ? await client.query(request.text) : await client.query(request.text, request.values);
  // A script of several statements answers with one result each; only single statements read rows.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { ok: true, rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(answer, (error: { message?: string; code?: string; detail?: string }) =>
    answer({ ok: false, message: error.message ?? String(error), code: error.code, detail: error.detail }),
  );
  if (request.kind === 'close') port.unref();
});
