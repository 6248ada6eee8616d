import { defineConfig } from 'tsup';

export default defineConfig({
  // The PostgreSQL connection runs on a worker thread of its own file (db/postgres/pg-worker.ts).
  entry: { main: 'src/main.ts', 'pg-worker': 'src/db/postgres/pg-worker.ts' },
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
