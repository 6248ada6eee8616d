import {
  type DocumentMediaType,
  isDocumentMediaType,
  MAX_DOCUMENT_BYTES,
} from '@casino/api-contract/verification-rules';

/** Photos larger than this are shrunk before sending: a document stays readable at this size, and uploads faster. */
export const SHRINK_ABOVE_BYTES = 2 * 1024 * 1024;
/** The longest side a shrunk photo keeps: enough to read a passport's small print. */
export const SHRUNK_MAX_SIDE = 2560;

export type FileVerdict =
  | { ok: true; mediaType: DocumentMediaType }
  | { ok: false; reason: 'wrong-type' | 'too-large' };

/**
 * What the browser can tell before sending: the type from the first bytes (`detected`, from file-type; never the
 * name), and the size. A photo over the limit may still pass once shrunk, so only a PDF is refused for its size here.
 */
export function checkDocumentFile(detected: string | undefined, size: number): FileVerdict {
  if (!detected || !isDocumentMediaType(detected)) return { ok: false, reason: 'wrong-type' };
  if (detected === 'application/pdf' && size > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'too-large' };
  return { ok: true, mediaType: detected };
}

/** Whether a checked file is a photo worth shrinking before it is sent. */
export const shouldShrink = (mediaType: DocumentMediaType, size: number) =>
  mediaType !== 'application/pdf' && size > SHRINK_ABOVE_BYTES;

/** The size after shrinking decides: a photo that stays over the limit is refused like a PDF. */
export const fitsLimit = (size: number) => size <= MAX_DOCUMENT_BYTES;

/** "1.3 MB" style sizes for the progress text, in the page's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 0.1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}
