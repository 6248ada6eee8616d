import { inflateSync } from 'node:zlib';
import { DOCUMENT_REFUSAL_CODES, type DocumentMediaType, isDocumentMediaType } from '@casino/api-contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** A file fit to keep: its type as its bytes say, and the bytes to store (images re-encoded without metadata). */
export type AcceptedDocument = { accepted: true; mediaType: DocumentMediaType; bytes: Uint8Array };
export type RefusedDocument = {
  accepted: false;
  code: (typeof DOCUMENT_REFUSAL_CODES)['wrongType' | 'unsafe'];
  message: string;
};

const wrongType = (): RefusedDocument => ({
  accepted: false,
  code: DOCUMENT_REFUSAL_CODES.wrongType,
  message: 'Please send a JPEG, PNG or PDF file.',
});
const unsafe = (why: string): RefusedDocument => ({
  accepted: false,
  code: DOCUMENT_REFUSAL_CODES.unsafe,
  message: `This file cannot be accepted: ${why}. Please send a plain photo or scan of the document.`,
});

/**
 * Markers of another format inside a file: a browser or a viewer that sniffs the content could take an image for a
 * page (HTML, SVG, script), or for a PDF or an archive. A compressed picture holds one of these by chance with a
 * negligible probability; a polyglot holds one on purpose.
 */
const FOREIGN_MARKERS = ['<html', '<script', '<svg', '<!doctype', '<?php', 'javascript:', '<iframe', '<body'];
const IMAGE_FOREIGN_MARKERS = [...FOREIGN_MARKERS, '%pdf-', 'pk\u0003\u0004'];

/** Names of a PDF that run code or open something other than the page: JavaScript, launch actions, attachments. */
const ACTIVE_PDF_NAMES = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** Inflated streams of one PDF are read up to this much in all: a small file that inflates to gigabytes is a bomb. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Latin-1 view of bytes, lower-cased: markers are ASCII, and every byte maps to one character. */
const asText = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const foreignMarkerIn = (text: string, markers: readonly string[]) => {
  const lower = text.toLowerCase();
  return markers.find((marker) => lower.includes(marker));
};

/**
 * Decides what a sent file is from its bytes alone (never from its name or the type the browser claimed), refuses
 * anything but a plain JPEG, PNG or PDF, and answers what to store: images re-encoded, which drops their metadata
 * (GPS position, camera, EXIF thumbnails) and anything hidden after or between their parts.
 */
export async function inspectDocument(bytes: Uint8Array): Promise<AcceptedDocument | RefusedDocument> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isDocumentMediaType(detected.mime)) return wrongType();
  const text = asText(bytes);
  if (detected.mime === 'application/pdf') return inspectPdf(bytes, text);
  const marker = foreignMarkerIn(text, IMAGE_FOREIGN_MARKERS);
  if (marker) return unsafe(`it carries another format inside (${marker.trim()})`);
  if (!endsCleanly(bytes, detected.mime)) return unsafe('it carries data after the end of the image');
  return reencodeImage(bytes, detected.mime);
}

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** An image must stop at its own end mark: JPEG's EOI, PNG's IEND chunk. Cameras may pad a JPEG with zero bytes. */
function endsCleanly(bytes: Uint8Array, mediaType: 'image/jpeg' | 'image/png'): boolean {
  if (mediaType === 'image/png') return Buffer.from(bytes.subarray(-PNG_END.length)).equals(PNG_END);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

async function reencodeImage(
  bytes: Uint8Array,
  mediaType: 'image/jpeg' | 'image/png',
): Promise<AcceptedDocument | RefusedDocument> {
  try {
    // `rotate()` turns the picture upright by its EXIF orientation before the metadata goes; sharp writes none back.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
    const output =
      mediaType === 'image/jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
    return { accepted: true, mediaType, bytes: new Uint8Array(output) };
  } catch {
    return unsafe('the image is damaged');
  }
}

/** `/J#61vaScript` is `/JavaScript`: PDF names may spell any character as `#` and two hex digits. */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function activeNameIn(text: string): string | undefined {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_PDF_NAMES.has(name)) return name;
  }
  return undefined;
}

/** The inflated contents of a PDF's compressed streams, where object streams can hide the names above. */
function* inflatedStreams(bytes: Uint8Array, text: string): Generator<string> {
  let total = 0;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - total });
      total += inflated.byteLength;
      yield inflated.toString('latin1');
    } catch {
      // Not deflated (an image, raw text) or cut short by the limit: nothing readable to look at.
    }
    if (total >= MAX_INFLATED_BYTES) return;
  }
}

function inspectPdf(bytes: Uint8Array, text: string): AcceptedDocument | RefusedDocument {
  const marker = foreignMarkerIn(text, FOREIGN_MARKERS);
  if (marker) return unsafe(`it carries another format inside (${marker.trim()})`);
  const active = activeNameIn(text) ?? [...inflatedStreams(bytes, text)].map(activeNameIn).find(Boolean);
  if (active) return unsafe(`the PDF carries active content (/${active})`);
  return { accepted: true, mediaType: 'application/pdf', bytes };
}
