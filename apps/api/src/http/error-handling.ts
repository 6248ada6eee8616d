import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DatabaseUnavailableError } from '../db/postgres/postgres-errors';
import { ContractBreach } from './contract-answer';
import { errorBody } from './envelope';
import { HttpError, serverBusy } from './http-error';
import { allowedMethods } from './known-routes';

/**
 * Expected errors keep their message; a database out of reach is a 503 with Retry-After; anything else is logged here
 * and shown as a bare 500 (no stack leaks).
 */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.message, error.data), error.status);
  }
  if (error instanceof DatabaseUnavailableError) {
    // Not a bug of ours: the database is down, restarting or overloaded. One line, no stack, and the client retries.
    console.error(`${c.req.method} ${c.req.path}: database unavailable (${error.message})`);
    const busy = serverBusy(error.retryAfterSeconds);
    for (const [name, value] of Object.entries(busy.headers)) c.header(name, value);
    return c.json(errorBody(busy.message), busy.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(error.message || 'Bad request'), error.status);
  }
  // One line that names the endpoint and each wrong field: the stack would only point at the shared check.
  if (error instanceof ContractBreach) console.error(`${c.req.method} ${c.req.path}: ${error.message}`);
  else console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return c.json(errorBody('Something went wrong'), 500);
};

/** Unknown paths answer a JSON envelope, never HTML; a known path asked with the wrong method answers 405. */
export const handleNotFound: NotFoundHandler = (c: Context) => {
  const allowed = allowedMethods(c.req.path);
  if (allowed.length > 0 && !allowed.includes(c.req.method)) {
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody(`Method ${c.req.method} is not allowed on ${c.req.path}`), 405);
  }
  return c.json(errorBody(`Not found: ${c.req.method} ${c.req.path}`), 404);
};
