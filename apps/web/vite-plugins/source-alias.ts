import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `@/` is the app's `src/` (tsconfig.json's `paths` says the same to TypeScript): an import that leaves its own
 * feature or layer names where it goes (`@/lib/money`) instead of how far it climbs (`../../../lib/money`), so the
 * boundary rules (.dependency-cruiser.cjs) read the same at every depth.
 */
export const SOURCE_ALIAS: Alias = {
  find: /^@\//,
  replacement: `${fileURLToPath(new URL('../src', import.meta.url))}/`,
};
