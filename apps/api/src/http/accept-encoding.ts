/** The content codings this server produces, in its order of preference when a client rates them equally. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** Parses `Accept-Encoding` into coding → quality (`gzip;q=0.5`); a coding without `q` has quality 1. */
function qualities(header: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    rated.set(name, Number.isFinite(value) ? value : 0);
  }
  return rated;
}

/**
 * The coding to send for a request's `Accept-Encoding` among those available, or undefined for the plain body: the
 * client's highest-rated coding wins, ties go to the server's order (brotli is smaller), `q=0` refuses a coding and
 * `*` rates every coding the client did not name.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined | null,
  available: readonly ContentEncoding[] = CONTENT_ENCODINGS,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const rated = qualities(acceptEncoding);
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of CONTENT_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const q = rated.get(encoding) ?? rated.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to a response's `Vary`, once: caches must keep one copy per coding. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (
    vary === '*' ||
    vary
      ?.toLowerCase()
      .split(',')
      .some((v) => v.trim() === 'accept-encoding')
  )
    return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
