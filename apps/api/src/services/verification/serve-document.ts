import type { DocumentRow } from '../../db/queries/verification';
import { notFound } from '../../http/http-error';
import type { DocumentStore } from './document-store';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * A stored document as a download: under a name of the server's, typed as its bytes were judged, never rendered by
 * the browser in the site's origin (attachment, nosniff, a sandboxing policy), and kept by no cache.
 */
export async function serveDocumentFile(store: DocumentStore, row: DocumentRow): Promise<Response> {
  const bytes = await store.get(row.storage_key);
  if (!bytes) throw notFound('Document not found');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': row.media_type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="document-${row.id}.${EXTENSION[row.media_type]}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
