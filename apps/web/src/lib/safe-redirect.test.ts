import { describe, expect, it } from 'vitest';
import { isProtectedPath, loginRedirectHref, logoutRedirectHref, safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://casino.test';

describe('safeRedirectPath: given a redirect parameter after login', () => {
  it.each([
    { raw: '/user/promotions', expected: '/user/promotions' },
    { raw: '/games/x?y=1#z', expected: '/games/x?y=1#z' },
    { raw: '/', expected: '/' },
    { raw: '/user/../favorites', expected: '/favorites' },
    { raw: '/games/book of dead', expected: '/games/book%20of%20dead' },
    { raw: '  /user/promotions\n', expected: '/user/promotions' },
    { raw: '/us\ter/promotions', expected: '/user/promotions' },
    { raw: '/%2F%2Fevil.com', expected: '/%2F%2Fevil.com' },
    { raw: '/%5C%5Cevil.com', expected: '/%5C%5Cevil.com' },
    { raw: 'https://casino.test/user/promotions?tab=active', expected: '/user/promotions?tab=active' },
    { raw: 'HTTPS://CASINO.TEST/favorites', expected: '/favorites' },
  ])('when it is $raw, then the player goes to $expected', ({ raw, expected }) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    { scenario: 'protocol-relative', raw: '//evil.com' },
    { scenario: 'protocol-relative with a path', raw: '//evil.com/user/promotions' },
    { scenario: 'slash backslash', raw: '/\\evil.com' },
    { scenario: 'two backslashes', raw: '\\\\evil.com' },
    { scenario: 'backslash slash', raw: '\\/evil.com' },
    { scenario: 'a tab before //', raw: '\t//evil.com' },
    { scenario: 'spaces before //', raw: '  //evil.com' },
    { scenario: 'a newline inside //', raw: '/\n/evil.com' },
    { scenario: 'a dot segment that collapses to //', raw: '/.//evil.com' },
    { scenario: 'javascript:', raw: 'javascript:alert(1)' },
    { scenario: 'javascript: in mixed case', raw: 'JaVaScRiPt:alert(1)' },
    { scenario: 'javascript: with a tab inside', raw: 'java\tscript:alert(1)' },
    { scenario: 'javascript: with a newline inside', raw: 'java\nscript:alert(1)' },
    { scenario: 'javascript: after control characters', raw: '\u0001 javascript:alert(1)' },
    { scenario: 'a data: URL', raw: 'data:text/html,<script>alert(1)</script>' },
    { scenario: 'another host', raw: 'https://evil.com/user/promotions' },
    { scenario: 'another host posing as ours', raw: 'https://casino.test.evil.com/' },
    { scenario: 'credentials before another host', raw: 'https://casino.test@evil.com/' },
    { scenario: 'our host on plain http', raw: 'http://casino.test/user/promotions' },
    { scenario: 'our host on another port', raw: 'https://casino.test:8443/user/promotions' },
    { scenario: 'a scheme without slashes', raw: 'https:evil.com' },
    { scenario: 'a scheme with one slash', raw: 'https:/evil.com' },
    { scenario: 'percent-encoded slashes without a leading slash', raw: '%2F%2Fevil.com' },
    { scenario: 'percent-encoded backslashes', raw: '%5C%5Cevil.com' },
    { scenario: 'double-encoded slashes', raw: '%252F%252Fevil.com' },
    { scenario: 'a relative path (the app only writes absolute paths)', raw: 'user/promotions' },
    { scenario: 'a bare host name', raw: 'evil.com' },
    { scenario: 'an empty value', raw: '' },
    { scenario: 'only whitespace', raw: ' \t ' },
    { scenario: 'a missing parameter', raw: null },
    { scenario: 'an undefined value', raw: undefined },
  ])('when it is $scenario, then it is refused', ({ raw }) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it('when the page origin cannot be parsed (an opaque "null" origin), then every value is refused', () => {
    expect(safeRedirectPath('/user/promotions', 'null')).toBeNull();
  });

  it('when the origin is given as a full URL, then only its origin counts', () => {
    expect(safeRedirectPath('/favorites', 'https://casino.test/user/promotions?x=1')).toBe('/favorites');
  });
});

describe('isProtectedPath (paths starting with /user need login)', () => {
  it.each([
    { path: '/user', expected: true },
    { path: '/user/', expected: true },
    { path: '/user/promotions', expected: true },
    { path: '/user/promotions?tab=active#top', expected: true },
    { path: '/user?x=1', expected: true },
    { path: '/User/Promotions', expected: true },
    { path: '/username', expected: false },
    { path: '/users', expected: false },
    { path: '/', expected: false },
    { path: '/favorites', expected: false },
    { path: '/games/user', expected: false },
    { path: '/?redirect=/user/promotions', expected: false },
    { path: '', expected: false },
  ])('$path needs login: $expected', ({ path, expected }) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('loginRedirectHref (to / with redirect and login=true)', () => {
  it.each([
    { path: '/user/promotions', expected: '/?redirect=%2Fuser%2Fpromotions&login=true' },
    {
      path: '/user/promotions?tab=active#top',
      expected: '/?redirect=%2Fuser%2Fpromotions%3Ftab%3Dactive%23top&login=true',
    },
    { path: '/games/a&b', expected: '/?redirect=%2Fgames%2Fa%26b&login=true' },
  ])('from $path it is $expected', ({ path, expected }) => {
    expect(loginRedirectHref(path)).toBe(expected);
  });

  it('round-trips through the query string and the redirect check', () => {
    const href = loginRedirectHref('/user/promotions?tab=active#top');
    const redirect = new URL(href, ORIGIN).searchParams.get('redirect');
    expect(safeRedirectPath(redirect, ORIGIN)).toBe('/user/promotions?tab=active#top');
  });
});

describe('logoutRedirectHref (from a page other than / to /?redirect={path})', () => {
  it.each([
    { path: '/', expected: '/' },
    { path: '', expected: '/' },
    { path: '/?search=book', expected: '/' },
    { path: '/favorites', expected: '/?redirect=%2Ffavorites' },
    { path: '/user/promotions', expected: '/?redirect=%2Fuser%2Fpromotions' },
    { path: '/games/x?y=1', expected: '/?redirect=%2Fgames%2Fx%3Fy%3D1' },
  ])('from $path it is $expected', ({ path, expected }) => {
    expect(logoutRedirectHref(path)).toBe(expected);
  });
});
