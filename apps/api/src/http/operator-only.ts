import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { isLoopback } from '../services/geo/ip-address';
import { isSiteOrigin, type SiteOrigins } from './site-origins';

/** What the decision reads from a request; header values as sent, absent ones undefined. */
export type OperatorFacts = {
  /** The socket's peer address. */
  remoteAddress: string | undefined;
  /** `host[:port]` the request was addressed to (its Host header). */
  host: string;
  forwardedFor: string | undefined;
  forwarded: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
};

/**
 * Names under which the machine reaches itself, the only Host a dev request may name. Not even the public host: a
 * reverse proxy on the same machine that keeps the Host would make every visitor look local.
 */
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** The addresses a Forwarded header (RFC 7239) names in its `for=` parameters, without quotes, brackets or ports. */
function forwardedAddresses(header: string): string[] {
  return [...header.matchAll(/for\s*=\s*("[^"]*"|[^;,\s]+)/gi)].map((m) => {
    const value = (m[1] ?? '').replace(/^"|"$/g, '');
    return /^\[([^\]]+)\]/.exec(value)?.[1] ?? value.replace(/^([\d.]+):\d+$/, '$1');
  });
}

/**
 * Whether a request comes from the machine's own operator (docs/product.md#security): development services hand out reset
 * links and credit deposits, so they answer only a loopback peer, that relays nobody else (no forwarding header
 * naming another address), from no page of another site (Origin and Sec-Fetch-Site), addressed by a loopback name:
 * a page that rebinds its own domain name to 127.0.0.1 still sends its own Host.
 */
export function isOperatorRequest(facts: OperatorFacts, own: SiteOrigins): boolean {
  if (!facts.remoteAddress || !isLoopback(facts.remoteAddress)) return false;
  const relayed = [
    ...(facts.forwardedFor?.split(',').map((hop) => hop.trim()) ?? []),
    ...(facts.forwarded === undefined ? [] : forwardedAddresses(facts.forwarded)),
  ];
  if (facts.forwarded !== undefined && relayed.length === 0) return false;
  if (!relayed.every(isLoopback)) return false;
  if (facts.origin !== undefined && !isSiteOrigin(facts.origin.toLowerCase(), facts.host.toLowerCase(), own))
    return false;
  if (facts.secFetchSite !== undefined && !['same-origin', 'none'].includes(facts.secFetchSite.toLowerCase())) {
    return false;
  }
  return LOOPBACK_HOST.test(facts.host);
}

export function operatorFacts(c: Context<AppEnv>): OperatorFacts {
  return {
    remoteAddress: c.env?.incoming?.socket?.remoteAddress,
    host: new URL(c.req.url).host,
    forwardedFor: c.req.header('X-Forwarded-For'),
    forwarded: c.req.header('Forwarded'),
    origin: c.req.header('Origin'),
    secFetchSite: c.req.header('Sec-Fetch-Site'),
  };
}

/** Anyone but the operator gets `hidden` (the answer the path gets when development services are off). */
export function operatorOnly(
  own: SiteOrigins,
  hidden: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => (isOperatorRequest(operatorFacts(c), own) ? next() : hidden(c));
}
