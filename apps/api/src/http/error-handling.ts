import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ContractBreach } from './contract-answer';
import { errorBody } from './envelope';
import { HttpError } from './http-error';
import { allowedMethods } from './known-routes';

/** Expected errors keep their message; anything else is logged here and shown as a bare 500 (no stack leaks). */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.message, error.data), error.status);
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
