import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'casino-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built web app', () => {
  const { app } = createTestApp({ config: { webDistDir: dist } });

  it('serves index.html for / and for client-side routes, never cached, with a CSP', async () => {
    for (const url of ['/', '/user/promotions', '/games/some-game']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
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

  it('answers 404 for a missing file with an extension, and leaves /api to the API', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
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
