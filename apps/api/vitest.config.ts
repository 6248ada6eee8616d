import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read the contract from its TypeScript sources, as tsc does (customConditions in tsconfig.base.json).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
