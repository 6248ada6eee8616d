import type { AppEnv } from './parse-env';

export type { AppEnv } from './parse-env';

/** Set by the build: the deployment settings, already parsed (see vite-plugins/app-env.ts). */
declare const __APP_ENV__: AppEnv;

/** Deployment settings, read once at start-up. */
export const env: AppEnv = __APP_ENV__;
