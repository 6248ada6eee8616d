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
});

describe('prerenderManifest', () => {
  it('names one distinct file per prerendered route and the shell for the rest', () => {
    const manifest = prerenderManifest();
    expect(manifest.routes.map((r) => r.pattern)).toEqual([...PRERENDERED_ROUTES]);
    expect(new Set(manifest.routes.map((r) => r.file)).size).toBe(PRERENDERED_ROUTES.length);
    expect(manifest.fallback).toBe(SHELL_FILE);
    expect(manifest.routes.map((r) => r.file)).not.toContain(SHELL_FILE);
  });
});
