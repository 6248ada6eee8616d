import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { WORKSPACE_SOURCE_CONDITION } from './vite.config.ts';
import { appEnvDefine } from './vite-plugins/app-env.ts';
import { brand } from './vite-plugins/brand/brand.ts';
import { SOURCE_ALIAS } from './vite-plugins/source-alias.ts';

export default defineConfig({
  // Style modules run inside the tests, which put their CSS into jsdom as the app's modules load ('transform'),
  // instead of each being evaluated beforehand by a compiler of its own (a second Vite server): that took a third of
  // the suite's time.
  plugins: [brand(), react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
  define: appEnvDefine('test'),
  resolve: { alias: [SOURCE_ALIAS], conditions: [...defaultClientConditions, WORKSPACE_SOURCE_CONDITION] },
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's set-up: jest-dom, and a document wiped between files (one jsdom per worker); then every
    // UI catalogue, loaded once.
    setupFiles: ['../../packages/casino-ui/test/setup.ts', './test/i18n-catalogues.ts', './test/lazy-modules.ts'],
    isolate: false,
    // A test that types into a form takes a few seconds on a loaded 2-core machine (CI runs beside other work): 5 s,
    // the default, failed one such test there once. A hanging test still fails, a bit later.
    testTimeout: 15_000,
    include: [
      'src/**/*.test.{ts,tsx}',
      'test/**/*.test.ts',
      'vite-plugins/**/*.test.ts',
      'service-worker/**/*.test.ts',
    ],
  },
});
