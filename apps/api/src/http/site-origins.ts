import type { Config } from '../config';

/**
 * The origins whose pages may change state through the API: the public URL's, the configured other front ends, and
 * per request the origin its own Host header names, in the public URL's scheme. A page on another origin (another
 * port of the same host included) cannot make the browser send a Host that names its own origin, so the last one
 * only ever matches same-origin pages, such as the Vite dev server whose proxy keeps the Host header.
 */
export type SiteOrigins = { listed: readonly string[]; scheme: string };

export function siteOrigins(config: Pick<Config, 'publicUrl' | 'allowedOrigins'>): SiteOrigins {
  const publicUrl = new URL(config.publicUrl);
  return { listed: [...new Set([publicUrl.origin, ...config.allowedOrigins])], scheme: publicUrl.protocol };
}

/** `host` is the request's `host[:port]` as its Host header gave it. */
export function isSiteOrigin(origin: string, host: string, own: SiteOrigins): boolean {
  return own.listed.includes(origin) || origin === `${own.scheme}//${host}`.toLowerCase();
}
