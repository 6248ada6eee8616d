import { z } from '../lib/zod';

/**
 * Deployment settings come from Vite's `VITE_*` variables and are parsed at the boundary: a bad value falls back to
 * its default with a warning instead of breaking the site. The build parses them (vite-plugins/app-env.ts) and gives
 * the app the result, so zod is not part of the first page (docs/architecture.md#the-answer-check).
 */
const envSchema = z.object({
  /** Where the API lives; same-origin `/api` by default (docs/product.md#calls). Operators point it at their own API. */
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Content-delivery host prefixed to relative game images (docs/product.md#entities). */
  VITE_CDN_BASE_URL: z.string().min(1).default('/cdn'),
  /**
   * The brand to build: a folder of `brands/`, or a path from the app's root to a brand folder elsewhere. The build
   * fails when the folder is missing (vite-plugins/brand), so a typo never ships the default brand.
   */
  VITE_BRAND: z
    .string()
    .regex(/^[\w./-]+$/)
    .default('royale'),
  VITE_BRAND_PHONE: z.string().optional(),
  VITE_BRAND_EMAIL: z.string().optional(),
  /** Geo service host and bearer key (docs/product.md#calls), used by sign-up. */
  VITE_GEO_API_URL: z.string().default('/geo'),
  VITE_GEO_API_KEY: z.string().default('dev-geo-key'),
  /** Sent when the IP look-up fails (docs/product.md#sign-up). */
  VITE_FALLBACK_IP: z.string().default('127.0.0.1'),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  console.warn(`Ignoring invalid settings: ${[...bad].join(', ')}`);
  return envSchema.parse(Object.fromEntries(Object.entries(cleaned).filter(([k]) => !bad.has(k))));
}
