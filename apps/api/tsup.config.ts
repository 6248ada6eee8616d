import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // `node:sqlite` exists only with its prefix; tsup strips `node:` by default.
  removeNodeProtocol: false,
  // The contract ships TypeScript sources to workspace consumers: bundle it; every other dependency stays external.
  noExternal: ['@casino/api-contract'],
  esbuildOptions(options) {
    options.conditions = ['casino-source'];
  },
});
