/**
 * A game's image (docs/product.md#lobby-and-search) is a path, or a full URL when it starts with http; a path gets the
 * content-delivery host as its prefix.
 *
 * Decisions, each pinned by image-url.test.ts:
 * - "Starts with http" is read as an http:// or https:// scheme (any letter case), so a relative folder that merely
 *   begins with the letters "http" (`http-assets/a.png`) still gets the CDN prefix.
 * - A protocol-relative value (`//host/a.png`) is treated as a path: the API only ever sends paths or http(s) URLs
 *   (docs/product.md#entities), so a leading double slash is a joining slip, and treating it as a host would let a malformed value
 *   load images from an arbitrary host.
 * - An empty or blank image gives `''`, so the caller can show a placeholder instead of requesting the CDN root.
 * - Base and path are joined with exactly one slash; an empty base gives a site-relative `/path`.
 */
export function resolveImageUrl(image: string, cdnBase: string): string {
  const value = image.trim();
  if (value === '') return '';
  if (/^https?:\/\//i.test(value)) return value;
  const base = cdnBase.trim().replace(/\/+$/, '');
  const path = value.replace(/^\/+/, '');
  return `${base}/${path}`;
}
