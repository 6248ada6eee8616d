import type { MiddlewareHandler } from 'hono';

/**
 * The web app's own scripts only (a Vite build emits no inline script), inline styles allowed because style
 * attributes and CSS-in-JS runtime variables use them, images from anywhere over https since game images may be
 * full URLs (spec §3).
 */
const htmlCsp = (frameOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
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

/** `frameOrigins`: extra origins pages may frame, such as the payment provider's hosted card frame over http in development. */
export const createSecurityHeaders = (frameOrigins: readonly string[] = []): MiddlewareHandler => {
  const csp = htmlCsp(frameOrigins);
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', csp);
    }
  };
};

export const securityHeaders = createSecurityHeaders();
