import { LOGIN_QUERY_PARAM, REDIRECT_QUERY_PARAM } from '@/config/paths';

const URL_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const WEB_URL = /^https?:\/\//i;
// What the URL parser itself ignores: tabs and newlines anywhere, control characters and spaces at either end.
const IGNORED_ANYWHERE = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters the URL parser trims.
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The in-site path a `redirect` query parameter may send the player to after login (docs/product.md#access-rules), or null.
 *
 * The value is resolved the way a browser would resolve it against `origin`, and only a same-origin http(s) result
 * whose path starts with a single `/` passes; the answer is rebuilt from the parsed URL, never the raw text, so
 * `//host`, backslash tricks, `javascript:` with hidden tabs and percent-encoded slashes cannot leave the site.
 * Rejected on purpose although they would resolve on-site:
 * - relative values (`user/promotions`): the app only ever writes absolute paths (`loginRedirectHref`), so anything
 *   else was written by hand and the default destination is the safer answer;
 * - a scheme without `//` (`https:evil.com`): browsers read it as a relative path on the same scheme, which no one
 *   means on purpose.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = raw.replace(IGNORED_ANYWHERE, '').replace(IGNORED_AT_ENDS, '');
  if (cleaned === '') return null;
  const hasScheme = URL_SCHEME.test(cleaned);
  const isRooted = cleaned.startsWith('/') || cleaned.startsWith('\\');
  if (hasScheme ? !WEB_URL.test(cleaned) : !isRooted) return null;

  let site: URL;
  let target: URL;
  try {
    site = new URL(origin);
    target = new URL(cleaned, site.origin);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.origin !== site.origin) return null;
  // `/.//evil.com` normalises to `//evil.com`, which a browser would read as another host.
  if (!target.pathname.startsWith('/') || target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

/**
 * docs/product.md#access-rules: any path starting with /user needs login. Segment-wise, so `/username` stays public; case-insensitive
 * because the router matches paths case-insensitively. The route guard remains the real protection.
 */
export function isProtectedPath(path: string): boolean {
  const pathname = pathnameOf(path).toLowerCase();
  return pathname === '/user' || pathname.startsWith('/user/');
}

/** docs/product.md#access-rules: a logged-out visit to a protected page goes to / with redirect={path} and login=true. */
export function loginRedirectHref(path: string): string {
  return `/?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(path)}&${LOGIN_QUERY_PARAM}=true`;
}

/** docs/product.md#access-rules: logout from a page other than / goes to /?redirect={path}; from / it stays on /. */
export function logoutRedirectHref(path: string): string {
  const pathname = pathnameOf(path);
  if (pathname === '/' || pathname === '') return '/';
  return `/?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(path)}`;
}
