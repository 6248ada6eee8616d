import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const outDir = 'dist';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'themes/royale': 'src/themes/royale/index.ts',
    'themes/lagoon': 'src/themes/lagoon/index.ts',
  },
  outDir,
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peers are listed explicitly; every `dependencies` entry is left external by tsup already.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes a stylesheet per entry, but src/index.ts already pulls every built-in brand into dist/index.css
  // (the one file "./css" exports). The per-theme copies would only duplicate it and are unreachable through the
  // exports map, so they are removed.
  async onSuccess() {
    const themesDir = join(outDir, 'themes');
    const files = await readdir(themesDir);
    await Promise.all(files.filter((file) => /\.css(\.map)?$/.test(file)).map((file) => rm(join(themesDir, file))));
  },
});
