import type { Context, MiddlewareHandler } from 'hono';

/** Every request body of the contract is a small form; a cap stops a client from making the server buffer megabytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How much of a refused body the server still reads (and throws away) so the client can finish sending and then
 * read the 413. Past this the connection is closed instead: reading on would only serve a client that abuses it.
 */
export const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024;

type Limits = { maxBytes: number; maxDiscardedBytes: number; tooLarge: (c: Context) => Response };

/**
 * Reads the whole body before the route runs, at most `maxBytes` of it kept. An oversized body is read to its end
 * and discarded before the 413 is sent: answering first and closing while the client is still uploading made the
 * client see a connection reset instead of the answer (docs/product.md#security).
 */
export function limitBody({ maxBytes, maxDiscardedBytes, tooLarge }: Limits): MiddlewareHandler {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
    const kept: Uint8Array[] = [];
    let size = 0;
    const reader = stream.getReader();
    for (;;) {
      // A body declared larger than anything the server will read is not read at all: close after the answer.
      if (declared > maxDiscardedBytes || size > maxDiscardedBytes) {
        await reader.cancel().catch(() => {});
        c.header('Connection', 'close');
        return tooLarge(c);
      }
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= maxBytes) kept.push(value);
    }
    if (size > maxBytes) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body: concat(kept, size) });
    return next();
  };
}

function concat(parts: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.byteLength;
  }
  return all;
}
