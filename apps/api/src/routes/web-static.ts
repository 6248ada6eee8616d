import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type InlinedAnswers, LANGUAGE_COOKIE, PAGE_RENDERER_FILE } from '@casino/api-contract';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { type ContentEncoding, chooseEncoding, varyOnAcceptEncoding } from '../http/accept-encoding';
import { type DocumentBody, documentBody } from '../http/document-body';
import {
  documentForPath,
  firstCallsForPath,
  frameForPath,
  type PrerenderManifest,
  parsePrerenderManifest,
} from '../http/prerendered-documents';

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

/**
 * Files at fixed names that say which version of the site a browser runs, so a cached copy would hold players on an
 * old build: the service worker (browsers check it for a new release) and the web app manifest.
 */
const VERSION_FILES = new Set(['/sw.js']);
const VERSION_EXTENSIONS = new Set(['.html', '.webmanifest']);

/** Vite fingerprints everything under /assets, so those never change; documents must be revalidated each time. */
function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith(ASSETS_PREFIX)) return 'public, max-age=31536000, immutable';
  if (VERSION_FILES.has(urlPath) || VERSION_EXTENSIONS.has(path.extname(file))) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The build's server bundle (its page renderer and what that reads): run by this server, never sent to a browser.
 * A client route below it still gets its document.
 */
const SERVER_BUNDLE_PREFIX = `/${path.posix.dirname(PAGE_RENDERER_FILE)}/`;

/** The API, the CDN, the geo service and dev services answer their own 404s (JSON), never the web app's index.html. */
const RESERVED_PREFIX = /^\/(api|cdn|dev|geo|play)(\/|$)/;

const fileStat = async (file: string) => {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? info : undefined;
};
const isFile = async (file: string) => (await fileStat(file)) !== undefined;

/**
 * The web app's build writes `<file>.br` and `<file>.gz` beside each text file worth compressing
 * (apps/web/vite-plugins/precompress.ts).
 */
const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The codings the build produced for a file, in the server's order of preference. */
async function precompressed(file: string): Promise<ContentEncoding[]> {
  const found = await Promise.all(
    (Object.keys(PRECOMPRESSED_SUFFIX) as ContentEncoding[]).map(async (encoding) =>
      (await isFile(file + PRECOMPRESSED_SUFFIX[encoding])) ? encoding : undefined,
    ),
  );
  return found.filter((encoding) => encoding !== undefined);
}

/** Size and modification time name a version of a served file, so a revalidation of index.html can answer 304. */
const etagOf = (info: { size: number; mtimeMs: number }) =>
  `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag) ?? false;

/** The web build's manifest of prerendered documents (`prerendered.json`, docs/architecture.md#the-document). */
const PRERENDER_MANIFEST = 'prerendered.json';

/**
 * The document a client route loads with: the route's prerendered frame when the build wrote one, else the shell;
 * index.html for a build without a manifest (every path then gets the same SPA document).
 */
async function clientRouteDocument(
  root: string,
  manifest: PrerenderManifest | undefined,
  urlPath: string,
  language: string | undefined,
) {
  const file = path.resolve(root, manifest ? documentForPath(manifest, urlPath, language) : 'index.html');
  return file.startsWith(root + path.sep) && (await isFile(file)) ? file : undefined;
}

/**
 * The answers a visitor's documents carry (inline-answers.ts), for the document of `urlPath` (decoded already; a
 * path that does not decode is refused before), whose page starts `firstCalls` first (the build's manifest); see
 * routes/site.ts and routes/document-answers.ts.
 */
export type DocumentAnswers = (
  c: Context<AppEnv>,
  urlPath: string,
  firstCalls: readonly string[],
) => InlinedAnswers | Promise<InlinedAnswers>;

/**
 * The document of a page made for this request (routes/document-render.ts), from its path and query as the browser
 * asked (`/categories/slots?page=2`) and the language of the frame it replaces (undefined: the default one); undefined
 * to send that frame.
 */
export type RenderDocument = (page: { url: string; language: string | undefined }) => Promise<string | undefined>;

export type WebStaticOptions = {
  /** Answers written into every HTML document served, for this request's visitor. @default none: plain files */
  documentAnswers?: DocumentAnswers;
  /** Makes the document of a page that has a prerendered frame, in place of that frame. @default none: the frames */
  renderDocument?: RenderDocument;
};

/** A document made for one visitor: no shared cache may hand it to another, and it is revalidated each time. */
const VISITOR_DOCUMENT_CACHE = 'private, no-cache';

function sendDocument(c: Context<AppEnv>, document: DocumentBody) {
  c.set('inlineScriptHashes', document.scriptHashes);
  const headers = {
    'Content-Type': CONTENT_TYPES['.html'] as string,
    'Cache-Control': VISITOR_DOCUMENT_CACHE,
    ETag: document.etag,
    Vary: 'Accept-Encoding',
    ...(document.encoding ? { 'Content-Encoding': document.encoding } : {}),
  };
  if (matchesEtag(c.req.header('If-None-Match'), document.etag)) {
    const { 'Content-Type': _, ...rest } = headers;
    return c.body(null, 304, rest);
  }
  return c.body(document.body, 200, headers);
}

/**
 * Serves the built web app. Paths without an extension that match no file get their document (prerendered frame or
 * SPA shell) so client-side routes load on a hard refresh; a missing file with an extension is a real 404. A file
 * the build precompressed goes out in the best coding the client accepts; a document that carries this visitor's
 * answers is compressed as it is made.
 */
export function webStaticRoutes(distDir: string, { documentAnswers, renderDocument }: WebStaticOptions = {}) {
  const app = new Hono<AppEnv>();
  const root = path.resolve(distDir);
  // Read once, on the first request: the build's output does not change under a running server.
  let manifest: Promise<PrerenderManifest | undefined> | undefined;
  // Fingerprinted files never change under a running server: each is read once.
  const assets = new Map<string, Promise<string | undefined>>();
  const readAsset = (urlPath: string) => {
    const file = path.resolve(root, `.${urlPath}`);
    if (!urlPath.startsWith(ASSETS_PREFIX) || !file.startsWith(root + path.sep)) return Promise.resolve(undefined);
    let text = assets.get(file);
    if (!text) {
      text = readFile(file, 'utf8').catch(() => undefined);
      assets.set(file, text);
    }
    return text;
  };
  const readManifest = () => {
    manifest ??= readFile(path.join(root, PRERENDER_MANIFEST), 'utf8')
      .catch(() => undefined)
      .then(parsePrerenderManifest);
    return manifest;
  };

  /** The page made for this request in place of its frame, when the path has one and `renderDocument` makes it. */
  const renderedDocument = async (
    manifest: PrerenderManifest | undefined,
    urlPath: string,
    url: URL,
    language: string | undefined,
  ) => {
    const frame = manifest && renderDocument ? frameForPath(manifest, urlPath, language) : undefined;
    return frame && renderDocument?.({ url: `${url.pathname}${url.search}`, language: frame.language });
  };

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
    const serverOnly = candidate.startsWith(path.join(root, SERVER_BUNDLE_PREFIX));
    let file = inside && !serverOnly && (await isFile(candidate)) ? candidate : undefined;
    const clientRoute = path.extname(urlPath) === '' && !urlPath.startsWith(ASSETS_PREFIX);
    const manifest = clientRoute ? await readManifest() : undefined;
    // With a manifest every client route is answered through it, `/` too, so the visitor's language is honoured.
    if (clientRoute && (manifest || !file)) {
      file = (await clientRouteDocument(root, manifest, urlPath, getCookie(c, LANGUAGE_COOKIE))) ?? file;
    }
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    // Only the documents the app starts from: a file asked for by name (the offline page) goes out as it was built.
    if (documentAnswers && clientRoute && path.extname(file).toLowerCase() === '.html') {
      const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
      const [answers, rendered] = await Promise.all([
        documentAnswers(c, urlPath, manifest ? firstCallsForPath(manifest, urlPath) : []),
        renderedDocument(manifest, urlPath, new URL(c.req.url), getCookie(c, LANGUAGE_COOKIE)),
      ]);
      return sendDocument(
        c,
        await documentBody(rendered === undefined ? { file } : { html: rendered }, answers, encoding, readAsset),
      );
    }

    const codings = await precompressed(file);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), codings);
    const served = encoding ? file + PRECOMPRESSED_SUFFIX[encoding] : file;
    const info = await fileStat(served);
    if (!info) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath, file),
      ETag: etagOf(info),
    });
    if (codings.length > 0) varyOnAcceptEncoding(headers);
    if (encoding) headers.set('Content-Encoding', encoding);
    if (matchesEtag(c.req.header('If-None-Match'), etagOf(info))) {
      headers.delete('Content-Type');
      return c.body(null, 304, Object.fromEntries(headers));
    }
    return c.body(await readFile(served), 200, Object.fromEntries(headers));
  });

  return app;
}
