// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

const dist = mkdtempSync(path.join(tmpdir(), 'casino-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const at = (name: string) => path.join(dist, name);
const big = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game-${i}`))};`;

describe('precompressing the build output', () => {
  it('writes brotli and gzip copies of large text files only, each decoding to the original', async () => {
    mkdirSync(at('assets'));
    writeFileSync(at('assets/entry-abc.js'), big);
    writeFileSync(at('index.html'), `<!doctype html><title>${'x'.repeat(PRECOMPRESS_MIN_BYTES)}</title>`);
    writeFileSync(at('assets/tiny-abc.js'), 'export {};');
    writeFileSync(at('assets/entry-abc.js.map'), big);
    writeFileSync(at('photo.png'), big);

    const written = (await precompressDir(dist)).map((file) => path.relative(dist, file)).sort();

    expect(written).toEqual(['assets/entry-abc.js.br', 'assets/entry-abc.js.gz', 'index.html.br', 'index.html.gz']);
    expect(brotliDecompressSync(readFileSync(at('assets/entry-abc.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(at('assets/entry-abc.js.gz'))).toString()).toBe(big);
    expect(readFileSync(at('assets/entry-abc.js.br')).byteLength).toBeLessThan(big.length / 4);
    expect(existsSync(at('assets/tiny-abc.js.br'))).toBe(false);
  });

  it('leaves out the folders it is told to (the server bundle, which no browser fetches)', async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'casino-precompress-except-'));
    try {
      mkdirSync(path.join(built, 'server'));
      writeFileSync(path.join(built, 'server/render.mjs'), big);
      writeFileSync(path.join(built, 'server-side.js'), big);
      const written = (await precompressDir(built, ['server'])).map((file) => path.relative(built, file)).sort();
      expect(written).toEqual(['server-side.js.br', 'server-side.js.gz']);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
