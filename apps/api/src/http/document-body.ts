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
 * Visitors of one country get the same answers, so a few made documents serve them all: kept by what they are made
 * of (the build's file and the answers) and, compressed, by content hash and coding; the oldest dropped first past
 * this count (the build's documents times the countries seen, in practice; a game page is one more per game).
 */
const MADE_DOCUMENTS_KEPT = 64;

/** A bounded map that forgets its oldest entry first. */
function keep<V>(kept: Map<string, V>, key: string, value: V) {
  kept.set(key, value);
  if (kept.size > MADE_DOCUMENTS_KEPT) kept.delete(kept.keys().next().value as string);
}

type MadeHtml = { html: Uint8Array<ArrayBuffer>; hash: string; scriptHashes: string[] };

/** A build's files never change under a running server: the same file and answers make the same document. */
const madeHtml = new Map<string, Promise<MadeHtml>>();
const compressed = new Map<string, Uint8Array<ArrayBuffer>>();

/** A document to send: the build's file, or one made for this request (a page the build's renderer rendered). */
export type DocumentSource = { file: string } | { html: string };

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url').slice(0, 22);

async function makeHtml(source: DocumentSource, answers: InlinedAnswers, readAsset: AssetReader): Promise<MadeHtml> {
  const html = 'html' in source ? source.html : await readFile(source.file, 'utf8');
  const inlined = await inlineRenderBlocking(inlineAnswers(html, answers), readAsset);
  const bytes = new TextEncoder().encode(inlined.html);
  return { html: bytes, hash: sha256(bytes), scriptHashes: inlined.scriptHashes };
}

/**
 * The document of `source` with `answers` and its render-blocking files inlined, in `encoding` (or plain), with an
 * ETag naming exactly that body.
 */
export async function documentBody(
  source: DocumentSource,
  answers: InlinedAnswers,
  encoding: ContentEncoding | undefined,
  readAsset: AssetReader,
): Promise<DocumentBody> {
  // A made document is known by its content: the same page rendered from the same data is made once.
  const sourceKey = 'html' in source ? `made:${sha256(source.html)}` : source.file;
  const madeKey = `${sourceKey}\n${JSON.stringify(answers)}`;
  let making = madeHtml.get(madeKey);
  if (!making) {
    making = makeHtml(source, answers, readAsset);
    keep(madeHtml, madeKey, making);
    // A failed read is not kept: the next request tries again.
    making.catch(() => madeHtml.delete(madeKey));
  }
  const { html, hash, scriptHashes } = await making;
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  if (!encoding) return { body: html, etag, encoding, scriptHashes };
  const key = `${encoding}:${hash}`;
  let body = compressed.get(key);
  if (!body) {
    body = new Uint8Array(await compressors[encoding](Buffer.from(html.buffer, html.byteOffset, html.byteLength)));
    keep(compressed, key, body);
  }
  return { body, etag, encoding, scriptHashes };
}
