import { describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTES, prerenderedFileName, prerenderManifest, SHELL_FILE } from './prerendered-routes';

describe('prerenderedFileName', () => {
  it.each([
    { pattern: '/', file: 'index.html' },
    { pattern: '/categories', file: 'categories.html' },
    { pattern: '/vip-club', file: 'vip-club.html' },
    { pattern: '/categories/:alias', file: 'categories/[alias].html' },
    { pattern: '/games/:alias', file: 'games/[alias].html' },
    { pattern: '/:lang/:page', file: '[lang]/[page].html' },
  ])('writes $pattern to $file', ({ pattern, file }) => {
    expect(prerenderedFileName(pattern)).toBe(file);
  });

  it.each([
    { pattern: '/', file: 'index.de.html' },
    { pattern: '/categories', file: 'categories.de.html' },
    { pattern: '/games/:alias', file: 'games/[alias].de.html' },
  ])("writes another language's $pattern to $file", ({ pattern, file }) => {
    expect(prerenderedFileName(pattern, 'de')).toBe(file);
  });
});

describe('prerenderManifest', () => {
  it('names one distinct file per prerendered route and the shell for the rest', () => {
    const manifest = prerenderManifest();
    expect(manifest.routes.map((r) => r.pattern)).toEqual([...PRERENDERED_ROUTES]);
    expect(new Set(manifest.routes.map((r) => r.file)).size).toBe(PRERENDERED_ROUTES.length);
    expect(manifest.fallback).toBe(SHELL_FILE);
    expect(manifest.routes.map((r) => r.file)).not.toContain(SHELL_FILE);
    expect(manifest.routes.every((r) => Object.keys(r.translations).length === 0)).toBe(true);
  });

  it("names each route's frame in every other language", () => {
    const manifest = prerenderManifest(['/', '/games/:alias'], ['de']);
    expect(manifest.routes).toEqual([
      { pattern: '/', file: 'index.html', translations: { de: 'index.de.html' }, firstCalls: [] },
      {
        pattern: '/games/:alias',
        file: 'games/[alias].html',
        translations: { de: 'games/[alias].de.html' },
        firstCalls: [],
      },
    ]);
  });

  it("lists each route's first calls, and none for a route they leave out", () => {
    const manifest = prerenderManifest(['/', '/support'], [], { '/': ['/games/categories'], '/elsewhere': ['/x'] });
    expect(manifest.routes.map(({ pattern, firstCalls }) => [pattern, firstCalls])).toEqual([
      ['/', ['/games/categories']],
      ['/support', []],
    ]);
  });
});
