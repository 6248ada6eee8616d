import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const outDir = 'dist';

const publicEntries = {
  index: 'src/published-index.ts',
  'themes/royale': 'src/themes/royale/index.ts',
  'themes/lagoon': 'src/themes/lagoon/index.ts',
  verification: 'src/verification.ts',
};

/**
 * Every module that src/index.ts re-exports becomes an entry of its own. dist/index.js is then a list of
 * re-exports, and an app's bundler keeps only the modules it imports (the package is side-effect free apart from
 * CSS). A single flat index.js would keep every module-level call (forwardRef, recipes, contexts) of every
 * component, and with them most of react-aria, in any app that imports one component.
 */
function resolveSource(base: string): string {
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file));
  if (!found) throw new Error(`casino-ui build: cannot find the module ${base} that src/index.ts re-exports`);
  return found;
}

function reExportedModules(): Record<string, string> {
  const index = readFileSync('src/index.ts', 'utf8');
  const paths = [...index.matchAll(/from '\.\/([^']+)'/g)].map((match) => match[1] as string);
  return Object.fromEntries(
    [...new Set(paths)]
      .filter((path) => !path.endsWith('.css'))
      .map((path) => [`modules/${path}`, resolveSource(`src/${path}`)]),
  );
}

async function removeFiles(dir: string, keep: (path: string) => boolean): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await removeFiles(path, keep);
    else if (!keep(path)) await rm(path);
  }
}

export default defineConfig({
  entry: { ...publicEntries, ...reExportedModules() },
  outDir,
  format: ['esm'],
  splitting: true,
  // Types are published for the public entry points only; the per-module files are an implementation detail.
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peers are listed explicitly; every `dependencies` entry is left external by tsup already.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes a stylesheet per entry, but src/published-index.ts already pulls every style and every built-in brand into
  // dist/index.css (the one file "./css" exports). The other copies would only duplicate it.
  async onSuccess() {
    await removeFiles(
      outDir,
      (path) => !/\.css(\.map)?$/.test(path) || /^dist\/(index|verification)\.css(\.map)?$/.test(path),
    );
  },
});
