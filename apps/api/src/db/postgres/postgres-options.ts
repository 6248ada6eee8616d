/** How an API process uses its PostgreSQL server: the pool and the limits of one statement. */
export type PostgresOptions = {
  /** Connections this process keeps to the server at most; a transaction holds one until it ends. */
  poolSize?: number;
  /** A statement running longer is cancelled (`statement_timeout`): the request gets 503, the connection stays. */
  statementTimeoutMs?: number;
  /** A lock not granted within this is given up (`lock_timeout`): no request waits long behind another. */
  lockTimeoutMs?: number;
  /** How long to wait for a connection to the server before answering 503. */
  connectTimeoutMs?: number;
};

export const POSTGRES_DEFAULTS: Required<PostgresOptions> = {
  poolSize: 10,
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5_000,
  connectTimeoutMs: 5_000,
};
