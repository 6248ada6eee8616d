import { describe, expect, it } from 'vitest';
import { checkStateChange, type RequestFacts } from './csrf';
import { siteOrigins } from './site-origins';

const own = siteOrigins({ publicUrl: 'https://casino.example', allowedOrigins: ['https://m.casino.example'] });
const JSON_TYPE = 'application/json';

const request = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: 'POST',
  host: 'casino.example',
  origin: undefined,
  secFetchSite: undefined,
  contentType: JSON_TYPE,
  ...facts,
});

describe('checkStateChange: which requests may change state', () => {
  it.each([
    ['a non-browser client (no Origin, no Sec-Fetch-Site) sending JSON', {}],
    ['the public origin', { origin: 'https://casino.example', secFetchSite: 'same-origin' }],
    ['a configured other front end', { origin: 'https://m.casino.example', secFetchSite: 'same-site' }],
    [
      'the origin the Host names (the Vite dev server proxy)',
      { host: 'localhost:5173', origin: 'https://localhost:5173' },
    ],
    ['an origin in another case', { origin: 'HTTPS://Casino.Example' }],
    ['a JSON type with a charset', { contentType: 'application/json; charset=utf-8' }],
    ['a JSON type in capitals', { contentType: 'Application/JSON' }],
    ['no Origin, Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed by the user)', { secFetchSite: 'none' }],
    ['a GET from anywhere with any type', { method: 'GET', origin: 'https://evil.example', contentType: 'text/plain' }],
    ['a HEAD or OPTIONS from anywhere', { method: 'OPTIONS', origin: 'null', contentType: undefined }],
    [
      'a document upload of the site (multipart with X-Requested-With, which another page cannot add)',
      {
        origin: 'https://casino.example',
        contentType: 'multipart/form-data; boundary=x',
        requestedWith: 'XMLHttpRequest',
      },
    ],
  ] as const)('allows %s', (_, facts) => {
    expect(checkStateChange(request(facts), own)).toEqual({ allowed: true });
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }, 'https://evil.example is not an origin of this site'],
    ['another port of the same host', { origin: 'https://casino.example:8443' }, 'is not an origin of this site'],
    ['the same host over http', { origin: 'http://casino.example' }, 'is not an origin of this site'],
    ['a sandboxed frame or file page', { origin: 'null' }, 'Origin: null'],
    [
      'a page whose Host names another port',
      { host: 'casino.example:8443', origin: 'https://casino.example:9000' },
      'not an origin',
    ],
    ['no Origin but a cross-site fetch', { secFetchSite: 'cross-site' }, 'cross-site page'],
    ['no Origin but a same-site fetch', { secFetchSite: 'same-site' }, 'same-site page'],
    ['a text/plain body', { contentType: 'text/plain' }, 'Content-Type must be application/json'],
    ['a form', { contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
    ['a multipart form', { contentType: 'multipart/form-data; boundary=x' }, 'Content-Type must be application/json'],
    [
      'a multipart upload from another origin, header or not',
      {
        origin: 'https://evil.example',
        contentType: 'multipart/form-data; boundary=x',
        requestedWith: 'XMLHttpRequest',
      },
      'Cross-origin request refused',
    ],
    ['no Content-Type', { contentType: undefined }, 'Content-Type must be application/json'],
    ['a JSON look-alike', { contentType: 'application/jsonp' }, 'Content-Type must be application/json'],
    ['text/plain from an own origin', { origin: 'https://casino.example', contentType: 'text/plain' }, 'Content-Type'],
    ['a DELETE from another site', { method: 'DELETE', origin: 'https://evil.example' }, 'not an origin'],
    ['a PUT without JSON', { method: 'PUT', contentType: 'text/plain;charset=UTF-8' }, 'Content-Type'],
  ] as const)('refuses %s', (_, facts, message) => {
    const verdict = checkStateChange(request(facts), own);
    expect(verdict.allowed).toBe(false);
    expect(!verdict.allowed && verdict.message).toContain(message);
  });
});
