import { describe, expect, it } from 'vitest';
import {
  documentForPath,
  firstCallsForPath,
  frameForPath,
  matchesRoutePattern,
  type PrerenderManifest,
  parsePrerenderManifest,
} from './prerendered-documents';

const manifest: PrerenderManifest = {
  routes: [
    {
      pattern: '/',
      file: 'index.html',
      translations: { de: 'index.de.html' },
      firstCalls: ['/games/categories', '/games/group/popular?limit=16'],
    },
    { pattern: '/categories/:alias', file: 'categories/[alias].html', translations: {}, firstCalls: [] },
    {
      pattern: '/games/:alias',
      file: 'games/[alias].html',
      translations: { de: 'games/[alias].de.html' },
      firstCalls: [],
    },
    { pattern: '/categories', file: 'categories.html', translations: {}, firstCalls: ['/games/categories'] },
    // Listed last but ranked after the static patterns, as the router ranks them.
    { pattern: '/:section', file: 'section.html', translations: {}, firstCalls: ['/tournaments'] },
  ],
  fallback: 'shell.html',
};

describe('documentForPath', () => {
  it.each([
    { path: '/', file: 'index.html' },
    { path: '/categories/slots', file: 'categories/[alias].html' },
    { path: '/categories/slots/', file: 'categories/[alias].html' },
    { path: '/Categories/live-dealers', file: 'categories/[alias].html' },
    { path: '/games/phantom-riches', file: 'games/[alias].html' },
    { path: '/categories', file: 'categories.html' },
    { path: '/categories/', file: 'categories.html' },
    { path: '/vip-club', file: 'section.html' },
    { path: '/games', file: 'section.html' },
    { path: '/en/about', file: 'shell.html' },
    { path: '/games/a/b', file: 'shell.html' },
    { path: '/user/bets', file: 'shell.html' },
    { path: '/user/cashier/deposit', file: 'shell.html' },
  ])('answers $path with $file', ({ path, file }) => {
    expect(documentForPath(manifest, path)).toBe(file);
  });

  it.each([
    { path: '/', language: 'de', file: 'index.de.html' },
    { path: '/games/x', language: 'de', file: 'games/[alias].de.html' },
    { path: '/categories', language: 'de', file: 'categories.html' },
    { path: '/', language: 'fr', file: 'index.html' },
    { path: '/', language: 'constructor', file: 'index.html' },
    { path: '/user/bets', language: 'de', file: 'shell.html' },
  ])('answers $path for a visitor who chose $language with $file', ({ path, language, file }) => {
    expect(documentForPath(manifest, path, language)).toBe(file);
  });
});

describe('frameForPath: the frame a page is rendered in place of, and its language', () => {
  it.each([
    { path: '/games/book-of-ra', language: 'de', frame: { file: 'games/[alias].de.html', language: 'de' } },
    { path: '/games/book-of-ra', language: undefined, frame: { file: 'games/[alias].html', language: undefined } },
    // No German frame of this route: the default language's, which the page is then rendered in too.
    { path: '/categories/slots', language: 'de', frame: { file: 'categories/[alias].html', language: undefined } },
    { path: '/games/book-of-ra', language: 'toString', frame: { file: 'games/[alias].html', language: undefined } },
    { path: '/user/bets/2', language: 'de', frame: undefined },
  ])('$path in $language: $frame', ({ path, language, frame }) => {
    expect(frameForPath(manifest, path, language)).toEqual(frame);
  });
});

describe('firstCallsForPath', () => {
  it.each([
    { path: '/', calls: ['/games/categories', '/games/group/popular?limit=16'] },
    { path: '/categories/', calls: ['/games/categories'] },
    { path: '/categories/slots', calls: [] },
    { path: '/vip-club', calls: ['/tournaments'] },
    { path: '/user/bets', calls: [] },
  ])('lists $calls for $path', ({ path, calls }) => {
    expect(firstCallsForPath(manifest, path)).toEqual(calls);
  });

  it('lists none for a route of a build from before them', () => {
    const older = parsePrerenderManifest('{"routes":[{"pattern":"/","file":"index.html"}],"fallback":"shell.html"}');
    expect(older && firstCallsForPath(older, '/')).toEqual([]);
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    { pattern: '/', path: '/', matches: true },
    { pattern: '/', path: '/x', matches: false },
    { pattern: '/vip-club', path: '/VIP-Club', matches: true },
    { pattern: '/games/:alias', path: '/games/', matches: false },
    { pattern: '/games/:alias', path: '/games//x', matches: true },
  ])('$pattern matches $path: $matches', ({ pattern, path, matches }) => {
    expect(matchesRoutePattern(pattern, path)).toBe(matches);
  });
});

describe('parsePrerenderManifest', () => {
  it.each([
    { text: undefined, ok: false },
    { text: 'not json', ok: false },
    { text: '{"routes":[{"pattern":"games/:alias","file":"g.html"}],"fallback":"shell.html"}', ok: false },
    { text: '{"routes":[{"pattern":"/","file":"i.html","firstCalls":["games"]}],"fallback":"shell.html"}', ok: false },
    { text: '{"routes":[],"fallback":""}', ok: false },
    { text: JSON.stringify(manifest), ok: true },
    // A build from before the translations.
    { text: '{"routes":[{"pattern":"/","file":"index.html"}],"fallback":"shell.html"}', ok: true },
  ])('reads $text as valid: $ok', ({ text, ok }) => {
    expect(parsePrerenderManifest(text) !== undefined).toBe(ok);
  });
});
