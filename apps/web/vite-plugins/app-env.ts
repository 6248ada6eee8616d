import { loadEnv } from 'vite';
import { parseEnv } from '../src/config/parse-env.ts';

/**
 * Replaces `__APP_ENV__` (src/config/env.ts) with the deployment settings parsed here, once per build, from the same
 * `VITE_*` variables and `.env` files Vite reads: the app then ships plain values and not the schema, nor zod
 * (docs/architecture.md#byte-budgets). A bad value falls back to its default with the warning in the build's output.
 */
export function appEnvDefine(mode: string, root: string = process.cwd()): Record<string, string> {
  return { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, root, 'VITE_'))) };
}
