import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The socket's address, or the first X-Forwarded-For hop when TRUST_PROXY is on. Trusting the header without a
 * proxy would let anyone pick a fresh IP per request and dodge the per-IP login limit.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
