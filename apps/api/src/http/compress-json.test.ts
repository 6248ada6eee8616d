import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { JSON_COMPRESSION_MIN_BYTES } from './compress-json';

const { app } = createTestApp();
const list = '/api/games?per_page=24';
const small = '/api/games?per_page=1';
const get = (url: string, acceptEncoding?: string) =>
  app.request(url, acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } });

describe('JSON answers compressed when large enough', () => {
  it('sends a large answer in brotli or gzip, whichever the client prefers, varying on Accept-Encoding', async () => {
    const plain = await get(list);
    const text = await plain.text();
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(JSON_COMPRESSION_MIN_BYTES);
    expect(plain.headers.get('Content-Encoding')).toBeNull();

    const br = await get(list, 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(br.headers.get('Cache-Control')).toBe('no-store');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.byteLength).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);

    const gzip = await get(list, 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it('sends a small answer as it is', async () => {
    const res = await get(small, 'br, gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
    const text = await res.text();
    expect(text.length).toBeLessThan(JSON_COMPRESSION_MIN_BYTES);
    expect((JSON.parse(text) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
  });

  it('leaves HEAD requests and non-JSON answers alone', async () => {
    const head = await app.request(list, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();
    const { data } = (await (await get(list)).json()) as { data: { items: { alias: string }[] } };
    const image = await get(`/cdn/games/${data.items[0]?.alias}.svg`, 'br');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Encoding')).toBeNull();
  });
});
