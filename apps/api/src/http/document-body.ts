import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { InlinedAnswers } from '@casino/api-contract';
import type { ContentEncoding } from './accept-encoding';
import { inlineAnswers } from './inline-answers';
import { type AssetReader, inlineRenderBlocking } from './inline-render-blocking';

export type DocumentBody = {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoding: ContentEncoding | undefined;
  /** CSP sources of the scripts the document now holds inline. */
  scriptHashes: string[];
};

/*
 * Brotli at quality 5 compresses a 40 KB document in about a millisecond to within a few per cent of quality 11's size;
 * the build's own precompression (quality 11) is for files made once, this runs per visitor.
 */
const compressors: Record<ContentEncoding, (input: Buffer) => Promise<Buffer>> = {
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: input.length },
    }),
  gzip: (input) => promisify(gzip)(input, { level: 6 }),
};

/**
 * Visitors of one country get the same answers, so a few made documents serve them all: kept by content hash and
 * coding, the oldest dropped first past this count (the build's documents times the countries seen, in practice).
 */
const MADE_DOCUMENTS_KEPT = 64;
const made = new Map<string, Uint8Array<ArrayBuffer>>();

function remember(key: string, body: Uint8Array<ArrayBuffer>) {
  made.set(key, body);
  if (made.size > MADE_DOCUMENTS_KEPT) made.delete(made.keys().next().value as string);
}

/**
 * The document at `file` with `answers` and its render-blocking files inlined, in `encoding` (or plain), with an
 * ETag naming exactly that body.
 */
export async function documentBody(
  file: string,
  answers: InlinedAnswers,
  encoding: ContentEncoding | undefined,
  readAsset: AssetReader,
): Promise<DocumentBody> {
  const inlined = await inlineRenderBlocking(inlineAnswers(await readFile(file, 'utf8'), answers), readAsset);
  const { scriptHashes } = inlined;
  const html = new TextEncoder().encode(inlined.html);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  if (!encoding) return { body: html, etag, encoding, scriptHashes };
  const key = `${encoding}:${hash}`;
  let body = made.get(key);
  if (!body) {
    body = new Uint8Array(await compressors[encoding](Buffer.from(html.buffer, html.byteOffset, html.byteLength)));
    remember(key, body);
  }
  return { body, etag, encoding, scriptHashes };
}
