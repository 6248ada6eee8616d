import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_BUNDLE_DIR } from '../src/app/document/build/server-bundle.ts';

/** Text files a browser fetches; source maps are left out (developer tools only, and the slowest to compress). */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
];

/** Below this a coding saves less than its own headers cost; the server then sends the file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The variants the server chooses from by Accept-Encoding (apps/api/src/routes/web-static.ts). Brotli at 10, not 11:
 * measured on this build, 11 saves 1.5 % more bytes for twice the build time (about 9 s of CPU).
 */
const BROTLI_QUALITY = 10;
const VARIANTS = [
  {
    suffix: '.br',
    encode: (body: Buffer) =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
  },
  { suffix: '.gz', encode: (body: Buffer) => gzipAsync(body, { level: 9 }) },
];

const shouldCompress = (file: string) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase());

/** Writes `<file>.br` and `<file>.gz` for a file worth compressing, each only when smaller; returns what it wrote. */
export async function precompressFile(file: string): Promise<string[]> {
  if (!shouldCompress(file)) return [];
  const body = await readFile(file);
  if (body.byteLength < PRECOMPRESS_MIN_BYTES) return [];
  const written: string[] = [];
  for (const { suffix, encode } of VARIANTS) {
    const encoded = await encode(body);
    if (encoded.byteLength >= body.byteLength) continue;
    await writeFile(file + suffix, encoded);
    written.push(file + suffix);
  }
  return written;
}

/** Precompresses every file under `dir` but those under its folders `except`; returns the files written. */
export async function precompressDir(dir: string, except: readonly string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const skipped = except.map((folder) => path.join(dir, folder) + path.sep);
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !skipped.some((folder) => file.startsWith(folder)));
  return (await Promise.all(files.map(precompressFile))).flat();
}

/** Vite build step: brotli and gzip copies of the output, so the server never compresses a static file per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'casino:precompress',
    // Not the prerender's node build (vite-plugins/prerender.ts): a server reads it, no browser fetches it.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, once every other step has written its files (the prerender's documents, the service worker).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // The same for where that build is written.
        await precompressDir(outDir, [SERVER_BUNDLE_DIR]);
      },
    },
  };
}
