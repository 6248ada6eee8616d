import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    // One jsdom per worker, wiped between files by test/setup.ts, instead of a new one per file.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});
