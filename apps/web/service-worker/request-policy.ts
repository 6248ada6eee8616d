import { NETWORK_ONLY_PREFIXES } from '../src/config/pwa.ts';

/**
 * What the service worker does with a request:
 * - `network`: nothing; the browser fetches it as if there were no worker (player data, other origins, …);
 * - `navigation`: the network first, always, and the offline page only when the network fails;
 * - `precache`: the precached copy when the build listed it, else the network.
 */
export type RequestPolicy = 'network' | 'navigation' | 'precache';

const underNetworkOnlyPrefix = (pathname: string) =>
  NETWORK_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function requestPolicy(request: { url: string; method: string; mode: string }, origin: string): RequestPolicy {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  // Before navigations: a game frame (/play) or a development page opened in a tab is the API's, never the app's.
  if (underNetworkOnlyPrefix(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  return 'precache';
}
