import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * Fingerprinted build output: a path here that matches no file is a 404, never index.html, which the year-long
 * immutable caching of this folder would otherwise pin in caches under that name.
 */
const ASSETS_PREFIX = '/assets/';

/** Vite fingerprints everything under /assets, so those never change; index.html must be revalidated each time. */
function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith(ASSETS_PREFIX)) return 'public, max-age=31536000, immutable';
  if (path.basename(file) === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** The API, the CDN, the geo service and dev services answer their own 404s (JSON), never the web app's index.html. */
const RESERVED_PREFIX = /^\/(api|cdn|dev|geo|play)(\/|$)/;

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;

/**
 * Serves the built web app. Paths without an extension that match no file get index.html so client-side routes
 * load on a hard refresh; a missing file with an extension is a real 404.
 */
export function webStaticRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');

  app.get('*', async (c) => {
    if (RESERVED_PREFIX.test(c.req.path)) return c.notFound();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const candidate = path.resolve(root, `.${urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath}`);
    // resolve() collapses `..`; anything that lands outside the folder is refused.
    const inside = candidate === root || candidate.startsWith(root + path.sep);
    let file = inside && (await isFile(candidate)) ? candidate : undefined;
    const clientRoute = path.extname(urlPath) === '' && !urlPath.startsWith(ASSETS_PREFIX);
    if (!file && clientRoute && (await isFile(indexFile))) file = indexFile;
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const body = await readFile(file);
    return c.body(body, 200, {
      'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath, file),
    });
  });

  return app;
}
