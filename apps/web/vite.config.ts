import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';

/** Resolves @casino/* workspace packages to their TypeScript sources (see their package.json exports). */
export const WORKSPACE_SOURCE_CONDITION = 'casino-source';

// The `casino-source` condition makes workspace packages resolve to their TypeScript sources, so the app compiles casino-ui's styles
// itself and tree-shakes it like its own code.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.DEV_API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: [...defaultClientConditions, WORKSPACE_SOURCE_CONDITION] },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/cdn': { target: apiTarget, changeOrigin: false },
        '/dev': { target: apiTarget, changeOrigin: false },
      },
    },
    build: { target: 'es2022', sourcemap: true },
  };
});
