import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read the contract from its TypeScript sources, as tsc does (the casino-source customCondition in tsconfig.base.json).
  resolve: { conditions: ['casino-source', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['casino-source', 'node', 'import', 'default'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
