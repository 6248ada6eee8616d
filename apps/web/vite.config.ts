import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import { appEnvDefine } from './vite-plugins/app-env.ts';
import { brand, withBrandModule } from './vite-plugins/brand/brand.ts';
import { CHUNK_GROUPS, WORKER_CHUNK_GROUPS } from './vite-plugins/chunk-groups.ts';
import { entryModulePreload } from './vite-plugins/entry-module-preload.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { pwa } from './vite-plugins/pwa/pwa.ts';
import { reactAriaLocaleCost } from './vite-plugins/react-aria-locale-cost.ts';
import { SOURCE_ALIAS } from './vite-plugins/source-alias.ts';
import { vanillaExtractOnce } from './vite-plugins/vanilla-extract-once.ts';

/** Resolves @casino/* workspace packages to their TypeScript sources (see their package.json exports). */
export const WORKSPACE_SOURCE_CONDITION = 'casino-source';

// The `casino-source` condition makes workspace packages resolve to their TypeScript sources, so the app compiles casino-ui's styles
// itself and tree-shakes it like its own code.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.DEV_API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
  const documents = prerender();
  return {
    // In this order: the prerender's documents, then the installable app's files, then compressed copies of all.
    plugins: [
      brand(),
      react(),
      ...vanillaExtractOnce(vanillaExtractPlugin({ unstable_pluginFilter: withBrandModule })),
      reactAriaLocaleCost(),
      entryModulePreload(),
      documents,
      pwa({ brand: () => documents.api.pwaBrand() }),
      precompress(),
    ],
    define: appEnvDefine(mode),
    resolve: { alias: [SOURCE_ALIAS], conditions: [...defaultClientConditions, WORKSPACE_SOURCE_CONDITION] },
    // vanilla-extract evaluates `.css.ts` files in a server-side compiler: it must read casino-ui's sources too, or the
    // app's styles would get the theme variables of the published build instead of the ones the components use.
    // (The compiler replaces the top-level `ssr` option, so this is set on the ssr environment itself.)
    environments: {
      ssr: { resolve: { conditions: [...defaultServerConditions, WORKSPACE_SOURCE_CONDITION] } },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/cdn': { target: apiTarget, changeOrigin: false },
        '/dev': { target: apiTarget, changeOrigin: false },
        '/geo': { target: apiTarget, changeOrigin: false },
        '/play': { target: apiTarget, changeOrigin: false },
      },
    },
    // The answer worker (lib/api/answer-checker.ts) loads each area's schemas on demand: only module workers split code.
    worker: { format: 'es', rolldownOptions: { output: { codeSplitting: { groups: WORKER_CHUNK_GROUPS } } } },
    build: {
      target: 'es2022',
      // Vite's preload of a lazy chunk's imports adds a <link rel="modulepreload"> per file to the document, and on a
      // phone each one costs the main thread more than the module loader fetching the same imports itself: the first
      // page's route code added some 40 of them in the task that hydrates it (Lighthouse's blocking time on
      // `/` fell by about a third without them). The round trips this adds to a route's code are taken ahead of the
      // click instead (app/route-code-prefetch.ts), and the entry's own imports are listed again (entry-module-preload).
      modulePreload: false,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
});
