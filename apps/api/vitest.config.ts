import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read the contract from its TypeScript sources, as tsc does (the casino-source customCondition in tsconfig.base.json).
  // No explicit `import` condition: vitest hands these to Node as --conditions, and `import` would make a CommonJS
  // dependency's require() load an ESM build (multicoin-address-validator → jssha); Vite adds import/require itself.
  resolve: { conditions: ['casino-source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['casino-source', 'node', 'default'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Closing a file's databases drops them on PostgreSQL, which took over 10 s (the default) once on a loaded machine.
    hookTimeout: 30_000,
    // Test files share workers: every test builds its own app over its own in-memory database, so nothing leaks.
    isolate: false,
    // TEST_DATABASE_URL runs the suite on PostgreSQL (testing/test-database.ts); these make and drop its databases.
    globalSetup: ['src/testing/vitest-global-setup.ts'],
    setupFiles: ['src/testing/vitest-setup.ts'],
  },
});
