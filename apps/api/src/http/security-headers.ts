import type { MiddlewareHandler } from 'hono';

/**
 * The web app's own scripts only (a Vite build emits no inline script), inline styles allowed because style
 * attributes and CSS-in-JS runtime variables use them, images from anywhere over https since game images may be
 * full URLs (spec §3).
 */
const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
    c.header('Content-Security-Policy', HTML_CSP);
  }
};
