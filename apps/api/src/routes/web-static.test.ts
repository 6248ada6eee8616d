import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'casino-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
// What the web build's precompression step writes beside a large file.
const entry = `console.log(${JSON.stringify('casino '.repeat(500))});`;
writeFileSync(path.join(dist, 'assets', 'entry-def456.js'), entry);
writeFileSync(path.join(dist, 'assets', 'entry-def456.js.br'), brotliCompressSync(entry));
writeFileSync(path.join(dist, 'assets', 'entry-def456.js.gz'), gzipSync(entry));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built web app', () => {
  const { app } = createTestApp({ config: { webDistDir: dist } });

  it('serves index.html for / and for client-side routes, never cached, with a CSP', async () => {
    for (const url of ['/', '/user/promotions', '/games/some-game']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('serves fingerprinted assets as immutable and other files briefly cached', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Content-Type')).toMatch(/text\/javascript/);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.svg')).headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('sends a precompressed file in the best coding the client accepts, varying on Accept-Encoding', async () => {
    const url = '/assets/entry-def456.js';
    const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toMatch(/text\/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(entry);

    const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(entry);

    const plain = await app.request(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(entry);
    expect(new Set([br, gzip, plain].map((r) => r.headers.get('ETag'))).size).toBe(3);
  });

  it('sends a file the build left uncompressed as it is, without Vary', async () => {
    const small = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });

  it('answers a revalidation of index.html with 304 while it is unchanged', async () => {
    const first = await app.request('/');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/games/some-game', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await again.text()).toBe('');
    expect((await app.request('/', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('answers 404 for a missing file with an extension, and leaves /api to the API', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    const unknown = await app.request('/assets/unknown', { headers: { 'Accept-Encoding': 'br' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    const api = await app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBe('Not found: GET /api/nothing-here');
  });

  it('never serves files outside the folder', async () => {
    const outside = await app.request('/%2e%2e/%2e%2e/etc/passwd');
    expect(await outside.text()).not.toContain('root:');
    expect((await app.request('/%2e%2e/%2e%2e/etc/os-release.txt')).status).toBe(404);
  });
});

describe('serving the prerendered documents of the web build', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'casino-web-prerendered-'));
  mkdirSync(path.join(built, 'games'));
  const documents = {
    'index.html': '<!doctype html><h1>Lobby</h1>',
    'categories.html': '<!doctype html><h1>Categories</h1>',
    'games/[alias].html': `<!doctype html><h1>Game</h1>${'<p>frame</p>'.repeat(200)}`,
    'shell.html': '<!doctype html><div id="root"></div>',
  };
  for (const [file, html] of Object.entries(documents)) writeFileSync(path.join(built, file), html);
  writeFileSync(path.join(built, 'games/[alias].html.br'), brotliCompressSync(documents['games/[alias].html']));
  writeFileSync(
    path.join(built, 'prerendered.json'),
    JSON.stringify({
      routes: [
        { pattern: '/', file: 'index.html' },
        { pattern: '/games/:alias', file: 'games/[alias].html' },
        { pattern: '/categories', file: 'categories.html' },
      ],
      fallback: 'shell.html',
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const { app } = createTestApp({ config: { webDistDir: built } });

  it.each([
    { url: '/', heading: '<h1>Lobby</h1>' },
    { url: '/categories', heading: '<h1>Categories</h1>' },
    { url: '/categories/', heading: '<h1>Categories</h1>' },
    { url: '/games/phantom-riches', heading: '<h1>Game</h1>' },
    { url: '/user/bets', heading: '<div id="root"></div>' },
    { url: '/categories/slots', heading: '<div id="root"></div>' },
  ])('answers $url with its document, revalidated on every visit', async ({ url, heading }) => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await res.text()).toContain(heading);
  });

  it('sends a prerendered document in the coding the build compressed it to', async () => {
    const res = await app.request('/games/lucky-7', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>Game</h1>');
  });
});

describe("the documents carry this visitor's site settings", () => {
  const built = mkdtempSync(path.join(tmpdir(), 'casino-web-inlined-'));
  mkdirSync(path.join(built, 'assets'));
  const boot = 'document.documentElement.setAttribute("data-booted","")';
  writeFileSync(path.join(built, 'assets', 'boot-1.js'), boot);
  writeFileSync(path.join(built, 'assets', 'index-2.css'), 'body{margin:0}');
  const html =
    '<!doctype html><html lang="en"><head><title>Lobby</title><link rel="stylesheet" crossorigin href="/assets/index-2.css">' +
    '<script src="/assets/boot-1.js"></script></head>' +
    `<body><div id="root">${'<p>frame</p>'.repeat(200)}</div></body></html>`;
  writeFileSync(path.join(built, 'index.html'), html);
  writeFileSync(path.join(built, 'index.html.br'), brotliCompressSync(html));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const served = (blockedCountries: string[]) =>
    createTestApp({ config: { webDistDir: built, trustProxy: true, blockedCountries } }).app;
  const fromHere = { 'X-Forwarded-For': '127.0.0.1' };

  const inlined = (document: string) => {
    const json = document.match(/<script type="application\/json" id="inlined-answers">(.*?)<\/script>/)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, { data: unknown }>);
  };

  it.each([
    { blockedCountries: ['US'], countryBlocked: true },
    { blockedCountries: ['FR'], countryBlocked: false },
  ])('inlines the GET /site answer before the boot script: blocked $countryBlocked', async (given) => {
    const res = await served(given.blockedCountries).request('/some/route', { headers: fromHere });
    const document = await res.text();
    expect((await inlined(document))?.['/site']?.data).toMatchObject({
      country: 'US',
      countryBlocked: given.countryBlocked,
    });
    expect(document.indexOf('id="inlined-answers"')).toBeLessThan(document.indexOf(boot));
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('writes the render-blocking boot script and stylesheet in, and lets the CSP allow exactly that script', async () => {
    const res = await served(['FR']).request('/', { headers: fromHere });
    const document = await res.text();
    expect(document).toContain(`<script>${boot}</script>`);
    expect(document).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-2.css" type="text/x-inlined">',
    );
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(res.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    // Other answers keep the plain policy.
    const asset = await served(['FR']).request('/assets/boot-1.js');
    expect(asset.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('compresses the made document in the coding asked for, naming each version by its own ETag', async () => {
    const app = served(['US']);
    const br = await app.request('/', { headers: { ...fromHere, 'Accept-Encoding': 'gzip, br' } });
    const gzip = await app.request('/', { headers: { ...fromHere, 'Accept-Encoding': 'gzip' } });
    const plain = await app.request('/', { headers: fromHere });
    expect([br, gzip, plain].map((r) => r.headers.get('Content-Encoding'))).toEqual(['br', 'gzip', null]);
    const bodies = [
      brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(),
      gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString(),
      await plain.text(),
    ];
    expect(new Set(bodies).size).toBe(1);
    expect(await inlined(bodies[0] ?? '')).toBeDefined();
    expect(new Set([br, gzip, plain].map((r) => r.headers.get('ETag'))).size).toBe(3);
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('answers a revalidation with 304 only while the answers are the same', async () => {
    const etag = (await served(['US']).request('/', { headers: fromHere })).headers.get('ETag') ?? '';
    const same = await served(['US']).request('/', { headers: { ...fromHere, 'If-None-Match': etag } });
    expect(same.status).toBe(304);
    const unblocked = await served([]).request('/', { headers: { ...fromHere, 'If-None-Match': etag } });
    expect(unblocked.status).toBe(200);
    expect((await inlined(await unblocked.text()))?.['/site']?.data).toMatchObject({ countryBlocked: false });
  });

  it('inlines nothing into files that are not documents', async () => {
    writeFileSync(path.join(built, 'robots.txt'), 'User-agent: *');
    expect(await (await served(['US']).request('/robots.txt')).text()).toBe('User-agent: *');
  });
});

describe("the document in the visitor's language", () => {
  const built = mkdtempSync(path.join(tmpdir(), 'casino-web-languages-'));
  const documents = {
    'index.html': '<!doctype html><html lang="en"><head><title>Lobby</title></head><body></body></html>',
    'index.de.html': '<!doctype html><html lang="de"><head><title>Lobby</title></head><body></body></html>',
    'shell.html': '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  };
  for (const [file, html] of Object.entries(documents)) writeFileSync(path.join(built, file), html);
  writeFileSync(
    path.join(built, 'prerendered.json'),
    JSON.stringify({
      routes: [{ pattern: '/', file: 'index.html', translations: { de: 'index.de.html' } }],
      fallback: 'shell.html',
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const { app } = createTestApp({ config: { webDistDir: built } });

  it.each([
    { cookie: 'casino_lang=de', lang: 'de' },
    { cookie: 'casino_lang=fr', lang: 'en' },
    { cookie: '', lang: 'en' },
  ])('answers / with the frame in the language of "$cookie": $lang', async ({ cookie, lang }) => {
    const res = await app.request('/', { headers: cookie ? { Cookie: cookie } : {} });
    expect(await res.text()).toContain(`<html lang="${lang}">`);
  });
});

describe("serving the installable app's files", () => {
  const built = mkdtempSync(path.join(tmpdir(), 'casino-web-pwa-'));
  mkdirSync(path.join(built, 'icons'));
  // What the web build writes: a service worker and a manifest large enough to be precompressed, an icon and the
  // offline page.
  const worker = `self.addEventListener('fetch', () => {});${'/* precache list */'.repeat(100)}`;
  const manifest = JSON.stringify({ name: 'Royale Casino', icons: Array(40).fill({ src: '/icons/icon-192.png' }) });
  writeFileSync(path.join(built, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(built, 'sw.js'), worker);
  writeFileSync(path.join(built, 'manifest.webmanifest'), manifest);
  for (const [file, body] of [
    ['sw.js', worker],
    ['manifest.webmanifest', manifest],
  ] as const) {
    writeFileSync(path.join(built, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(built, `${file}.gz`), gzipSync(body));
  }
  writeFileSync(path.join(built, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(built, 'offline.html'), '<!doctype html><h1>You are offline</h1>');
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const { app } = createTestApp({ config: { webDistDir: built } });

  it.each([
    { url: '/sw.js', type: /^text\/javascript/, body: worker },
    { url: '/manifest.webmanifest', type: /^application\/manifest\+json/, body: manifest },
  ])('serves $url as its type, revalidated on every check, in every coding', async ({ url, type, body }) => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
    for (const coding of ['br', 'gzip', 'identity'] as const) {
      const res = await app.request(url, { headers: { 'Accept-Encoding': coding } });
      expect(res.status, `${url} ${coding}`).toBe(200);
      expect(res.headers.get('Content-Type'), coding).toMatch(type);
      // A cached worker or manifest would keep players on an old build until the cache expired.
      expect(res.headers.get('Cache-Control'), coding).toBe('no-cache');
      expect(res.headers.get('Content-Encoding')).toBe(coding === 'identity' ? null : coding);
      expect(decode[coding](Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
    }
  });

  it('serves the offline page as a document and the icons as images', async () => {
    const offline = await app.request('/offline.html');
    expect(offline.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(offline.headers.get('Cache-Control')).toBe('no-cache');
    const icon = await app.request('/icons/icon-192.png');
    expect(icon.headers.get('Content-Type')).toBe('image/png');
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('answers a missing service worker with 404, never with a document a browser would refuse to run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-web-no-sw-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const { app: withoutWorker } = createTestApp({ config: { webDistDir: dir } });
    expect((await withoutWorker.request('/sw.js')).status).toBe(404);
    rmSync(dir, { recursive: true, force: true });
  });
});
