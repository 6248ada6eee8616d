import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Style modules run inside the tests and put their CSS into jsdom ('transform'), instead of each being evaluated
  // beforehand by a compiler of its own (a second Vite server).
  plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
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
