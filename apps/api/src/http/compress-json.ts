import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { type ContentEncoding, chooseEncoding, varyOnAcceptEncoding } from './accept-encoding';

/** Below this a JSON answer goes out as is: the coding's headers and CPU would cost more than the bytes saved. */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const encoders: Record<ContentEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 5 rather than 11: answers are compressed per request, where brotli's top levels cost milliseconds.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Compresses JSON answers of at least `minBytes` with the best coding the client accepts. Only JSON: it is buffered
 * already, while a stream (server-sent events, downloads) must go out as it is produced.
 */
export function compressJson(minBytes = JSON_COMPRESSION_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
    if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const encoding = body.byteLength >= minBytes ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
    c.res = new Response(encoding ? await encoders[encoding](body) : body, res);
    c.res.headers.delete('Content-Length');
    if (body.byteLength < minBytes) return;
    varyOnAcceptEncoding(c.res.headers);
    if (encoding) c.res.headers.set('Content-Encoding', encoding);
  };
}
