import { describe, expect, it } from 'vitest';
import { isRoutePattern } from './document-frame-route';

describe('isRoutePattern', () => {
  it.each([
    { route: '/categories/:alias', pattern: true },
    { route: '/games/:alias', pattern: true },
    { route: '/:lang/:page', pattern: true },
    { route: '/categories/slots', pattern: false },
    { route: '/games/book-of-ra', pattern: false },
    { route: '/', pattern: false },
    { route: '/categories', pattern: false },
    // A colon inside a segment is part of a name, not a parameter.
    { route: '/games/a:b', pattern: false },
  ])('$route: $pattern', ({ route, pattern }) => {
    expect(isRoutePattern(route)).toBe(pattern);
  });
});
