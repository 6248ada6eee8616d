import { precacheEntries, shouldPrecache } from './precache-entries.ts';

describe('what the service worker precaches', () => {
  it.each([
    ['/assets/index-abc123.js', true],
    ['/assets/lobby-def456.css', true],
    ['/assets/boot-0a1b2c3d.js', true],
    ['/offline.html', true],
    ['/manifest.webmanifest', true],
    ['/icons/icon-192.png', true],
    ['/icons/maskable-512.png', true],
    // Documents are always asked from the network: never precached.
    ['/index.html', false],
    ['/shell.html', false],
    ['/categories/[alias].html', false],
    ['/prerendered.json', false],
    // The worker itself, source maps and the compressed copies the server chooses from.
    ['/sw.js', false],
    ['/assets/index-abc123.js.map', false],
    ['/assets/index-abc123.js.br', false],
    ['/assets/index-abc123.js.gz', false],
    ['/offline.html.br', false],
    ['/favicon.svg', false],
  ])('%s → %s', (path, expected) => {
    expect(shouldPrecache(path)).toBe(expected);
  });

  it('names fingerprinted files by their URL and the others by their content, in a stable order', () => {
    const entries = precacheEntries(
      ['/offline.html', '/sw.js', '/assets/b-2.js', '/index.html', '/assets/a-1.css', '/manifest.webmanifest'],
      (path) => `hash-of-${path}`,
    );
    expect(entries).toEqual([
      { url: '/assets/a-1.css', revision: null },
      { url: '/assets/b-2.js', revision: null },
      { url: '/manifest.webmanifest', revision: 'hash-of-/manifest.webmanifest' },
      { url: '/offline.html', revision: 'hash-of-/offline.html' },
    ]);
  });
});
