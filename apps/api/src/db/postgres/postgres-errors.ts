/**
 * The database could not be reached, or could not answer in time: the API answers 503 with `Retry-After` instead of
 * hanging or reporting a 500, and the request may be sent again.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

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

/** How long a client should wait before trying again after the database was out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** A statement that waited too long for a lock, or ran too long: the server is busy, not gone. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Node's network failures, for a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** pg's own words for a connection that ended, or never came, within its time. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i;

type Failure = 'lost' | 'busy' | 'other';

/**
 * `lost`: the connection is gone or never came: a connection exception (class 08), a server shutting down or starting
 * (57P01–57P03), too many connections (53300), a network failure or pg's own timeouts. `busy`: a statement cancelled
 * by `statement_timeout` (57014) or a lock not granted within `lock_timeout` (55P03), on a connection still usable.
 */
function classify(error: unknown): Failure {
  const e = (error ?? {}) as { message?: string; code?: string };
  const code = e.code ?? '';
  if (code === '57014' || code === '55P03') return 'busy';
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code) || NETWORK_CODES.has(code)) {
    return 'lost';
  }
  return LOST_CONNECTION.test(e.message ?? '') ? 'lost' : 'other';
}

/** Whether a failed transaction may simply run again: PostgreSQL broke a deadlock or a serialisation conflict. */
export const isRetryableConflict = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

/** Whether the connection that saw `error` can no longer be trusted and must not go back to the pool. */
export const isConnectionLost = (error: unknown) =>
  classify(error instanceof DatabaseUnavailableError ? error.cause : error) === 'lost';

/** What the rest of the API sees of a failure of the `pg` driver or the server. */
export function toDatabaseError(error: unknown): Error {
  if (error instanceof DatabaseUnavailableError || error instanceof PostgresError) return error;
  const e = (error ?? {}) as { message?: string; code?: string; detail?: string };
  const message = e.message ?? String(error);
  switch (classify(error)) {
    case 'lost':
      return new DatabaseUnavailableError(message, UNAVAILABLE_RETRY_AFTER_SECONDS, { cause: error });
    case 'busy':
      return new DatabaseUnavailableError(message, BUSY_RETRY_AFTER_SECONDS, { cause: error });
    default:
      return new PostgresError(message, e.code, e.detail);
  }
}
