import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer the client is meant to read: its message goes into the error envelope as is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Machine-readable details for the envelope's `data` (e.g. a refusal code), null when absent. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated');
export const notFound = (message: string) => new HttpError(404, message);

/** The server cannot take the request now (its password-hash queue is full, its database out of reach or busy). */
export const serverBusy = (retryAfterSeconds: number) =>
  new HttpError(503, 'The server is busy. Please try again in a moment.', {
    'Retry-After': String(retryAfterSeconds),
  });
