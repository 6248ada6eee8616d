import { UPLOAD_HEADER } from '@casino/api-contract';
import type { Context, MiddlewareHandler } from 'hono';
import { isSiteOrigin, type SiteOrigins } from './site-origins';

/** What the decision reads from a request; header values as sent, absent ones undefined. */
export type RequestFacts = {
  method: string;
  /** `host[:port]` the request was addressed to (its Host header). */
  host: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  contentType: string | undefined;
  /** X-Requested-With, which marks the site's own uploads. */
  requestedWith?: string | undefined;
};

export type Verdict = { allowed: true } | { allowed: false; message: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the site's own pages (or the user typing an address) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
const JSON_CONTENT_TYPE = /^application\/json\s*(;.*)?$/i;
const MULTIPART_CONTENT_TYPE = /^multipart\/form-data\s*;/i;

/**
 * Whether a request may change state (docs/product.md#security). A page on another origin, even another port of the same
 * host (same site, so SameSite cookies go along), can send a form or a `no-cors` fetch; it can neither name an
 * origin of this site in `Origin` nor send `Content-Type: application/json` without a CORS preflight, which this
 * API never grants. Clients that are not browsers send no Origin and no Sec-Fetch-Site and pass on the content type.
 */
export function checkStateChange(request: RequestFacts, own: SiteOrigins): Verdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { allowed: true };
  const { origin, secFetchSite } = request;
  if (origin !== undefined) {
    if (origin === 'null')
      return refuse('Cross-origin request refused: a request from an opaque origin (Origin: null)');
    if (!isSiteOrigin(origin.toLowerCase(), request.host.toLowerCase(), own)) {
      return refuse(`Cross-origin request refused: ${origin} is not an origin of this site`);
    }
  } else if (secFetchSite !== undefined && !OWN_FETCH_SITES.has(secFetchSite.toLowerCase())) {
    return refuse(`Cross-origin request refused: the browser says it comes from a ${secFetchSite} page`);
  }
  const contentType = request.contentType?.trim() ?? '';
  // A document upload: a form post could carry it from anywhere, the header only a page of this site.
  if (MULTIPART_CONTENT_TYPE.test(contentType) && request.requestedWith === UPLOAD_HEADER.value) {
    return { allowed: true };
  }
  if (!JSON_CONTENT_TYPE.test(contentType)) {
    return refuse('Content-Type must be application/json');
  }
  return { allowed: true };
}

const refuse = (message: string): Verdict => ({ allowed: false, message });

export function requestFacts(c: Context): RequestFacts {
  return {
    method: c.req.method,
    // The node adapter builds the URL from the Host header; under app.request() it is the URL the test gave.
    host: new URL(c.req.url).host,
    origin: c.req.header('Origin'),
    secFetchSite: c.req.header('Sec-Fetch-Site'),
    contentType: c.req.header('Content-Type'),
    requestedWith: c.req.header(UPLOAD_HEADER.name),
  };
}

/** Refuses a state-changing request `checkStateChange` does not allow with `refusal` (a 403 in the caller's shape). */
export function sameOriginOnly(
  own: SiteOrigins,
  refusal: (c: Context, message: string) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = checkStateChange(requestFacts(c), own);
    if (!verdict.allowed) return refusal(c, verdict.message);
    return next();
  };
}
