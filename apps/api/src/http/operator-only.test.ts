import { describe, expect, it } from 'vitest';
import { isOperatorRequest, type OperatorFacts } from './operator-only';
import { siteOrigins } from './site-origins';

const own = siteOrigins({ publicUrl: 'http://localhost:8080', allowedOrigins: [] });

const facts = (overrides: Partial<OperatorFacts>): OperatorFacts => ({
  remoteAddress: '127.0.0.1',
  host: 'localhost:8080',
  forwardedFor: undefined,
  forwarded: undefined,
  origin: undefined,
  secFetchSite: undefined,
  ...overrides,
});

describe('isOperatorRequest: who may use the development services', () => {
  it.each([
    ['curl on the machine', {}],
    ['another loopback address', { remoteAddress: '127.8.9.10' }],
    ['IPv6 loopback', { remoteAddress: '::1', host: '[::1]:8080' }],
    ['IPv4 loopback mapped into IPv6', { remoteAddress: '::ffff:127.0.0.1', host: '127.0.0.1:8080' }],
    ['the outbox page typed into the browser', { secFetchSite: 'none' }],
    ['the site’s own page', { origin: 'http://localhost:8080', secFetchSite: 'same-origin' }],
    ['the Vite dev server proxy', { host: 'localhost:5173', origin: 'http://localhost:5173' }],
    ['a forwarding header that names loopback only', { forwardedFor: '127.0.0.1', forwarded: 'for=127.0.0.1:5555' }],
    ['another loopback name', { host: 'casino.localhost:8080' }],
  ] as const)('lets in %s', (_, overrides) => {
    expect(isOperatorRequest(facts(overrides), own)).toBe(true);
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a private network address', { remoteAddress: '192.168.1.20' }],
    ['no socket at all', { remoteAddress: undefined }],
    ['a loopback proxy relaying someone else (X-Forwarded-For)', { forwardedFor: '203.0.113.9, 127.0.0.1' }],
    ['a loopback proxy relaying someone else (Forwarded)', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['a Forwarded header hiding the client', { forwarded: 'for=_hidden' }],
    ['a Forwarded header without for=', { forwarded: 'proto=https' }],
    ['a page of another site', { origin: 'https://evil.example' }],
    ['a page on another port of the same host', { origin: 'http://localhost:3000' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site navigation', { secFetchSite: 'cross-site' }],
    ['a same-site page', { secFetchSite: 'same-site' }],
    ['a page whose domain was rebound to 127.0.0.1', { host: 'evil.example:8080' }],
    ['a same-machine proxy that keeps a public Host', { host: 'casino.example' }],
  ] as const)('hides them from %s', (_, overrides) => {
    expect(isOperatorRequest(facts(overrides), own)).toBe(false);
  });
});
