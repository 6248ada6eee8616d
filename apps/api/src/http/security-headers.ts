import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The web app's own scripts only (a Vite build emits no inline script; the few a served document holds inline are
 * allowed by their hashes), inline styles allowed because style attributes and CSS-in-JS runtime variables use them,
 * images from anywhere over https since game images may be full URLs (docs/product.md#lobby-and-search).
 */
const htmlCsp = (frameOrigins: readonly string[], scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' https: ${frameOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** A year, subdomains included: once a browser has seen the site over HTTPS it never tries plain HTTP again. */
export const HSTS = 'max-age=31536000; includeSubDomains';

type Options = {
  /** Extra origins pages may frame, such as the payment provider's hosted card frame over http in development. */
  frameOrigins?: readonly string[];
  /** Served over HTTPS (COOKIE_SECURE or an https PUBLIC_URL): send Strict-Transport-Security. */
  https?: boolean;
};

export const createSecurityHeaders = ({
  frameOrigins = [],
  https = false,
}: Options = {}): MiddlewareHandler<AppEnv> => {
  const csp = htmlCsp(frameOrigins);
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    if (https) c.header('Strict-Transport-Security', HSTS);
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
      const hashes = c.get('inlineScriptHashes');
      c.header('Content-Security-Policy', hashes?.length ? htmlCsp(frameOrigins, hashes) : csp);
    }
  };
};
