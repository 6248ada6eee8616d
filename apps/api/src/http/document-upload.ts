import { DOCUMENT_REFUSAL_CODES, MAX_DOCUMENT_BYTES } from '@casino/api-contract';
import busboy from 'busboy';
import type { Context } from 'hono';
import { HttpError } from './http-error';
import { lingerThenClose } from './linger-close';

/** Room for the multipart framing and the `kind` field around the file itself. */
const FRAMING_BYTES = 16 * 1024;
/** A name longer than this is cut: it is only shown back to the player. */
const MAX_FILE_NAME = 120;

export type DocumentUpload = { kind: string | undefined; fileName: string; bytes: Uint8Array };

/** The refusal of a file over the limit; the connection closes after it, once the client could read it. */
function tooLarge(c: Context) {
  lingerThenClose(c);
  return new HttpError(413, 'The file is larger than 10 MB.', {}, { code: DOCUMENT_REFUSAL_CODES.tooLarge });
}

/**
 * The name a player's file had, cut to its last part: `../../etc/passwd.jpg` is `passwd.jpg`. It is kept only to be
 * shown back; the file is stored under a name the server chose.
 */
export function displayFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return clean.slice(0, MAX_FILE_NAME) || 'document';
}

/**
 * Reads a `multipart/form-data` upload of one `file` and a `kind` field, counting as it reads: past MAX_DOCUMENT_BYTES
 * of file (or of body) it stops reading and answers 413, so an endless upload costs the server 10 MB at most and is
 * cut off with the answer. Nothing is buffered beyond the one file.
 */
export async function readDocumentUpload(c: Context): Promise<DocumentUpload> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, 'Send the document as multipart/form-data.');
  }
  const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
  const body = c.req.raw.body;
  if (declared > MAX_DOCUMENT_BYTES + FRAMING_BYTES) {
    await body?.cancel().catch(() => {});
    throw tooLarge(c);
  }
  if (!body) throw new HttpError(400, 'No file was sent.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, headerPairs: 10 },
    });
  } catch {
    throw new HttpError(400, 'The upload could not be read.');
  }

  let kind: string | undefined;
  let fileName = '';
  const chunks: Buffer[] = [];
  let sawFile = false;
  let overLimit = false;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (name === 'kind') kind = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || sawFile) {
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = displayFileName(info.filename);
      // A parser stopped half-way fails its open file stream: the refusal has been decided already.
      stream.on('error', () => {});
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        overLimit = true;
      });
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // Awaited below; a refusal half-way leaves it to fail on its own, which is no news then.
  parsed.catch(() => {});

  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (overLimit || size > MAX_DOCUMENT_BYTES + FRAMING_BYTES) {
        await reader.cancel().catch(() => {});
        throw tooLarge(c);
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end();
    await parsed;
  } catch (error) {
    parser.destroy();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload could not be read.');
  }
  if (overLimit) throw tooLarge(c);
  if (!sawFile) throw new HttpError(400, 'No file was sent.');
  return { kind, fileName, bytes: Buffer.concat(chunks) };
}
