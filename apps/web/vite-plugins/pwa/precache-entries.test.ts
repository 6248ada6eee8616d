import { precacheEntries, shellAssets } from './precache-entries.ts';

const lobby = `<!doctype html><html><head>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
  <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  <script src="/assets/boot-123.js"></script>
  <link rel="manifest" href="/manifest.webmanifest" />
  <link rel="stylesheet" crossorigin href="/assets/home-page-jkl.css">
</head><body><a href="/categories/slots">Slots</a><img src="/cdn/games/a.webp"></body></html>`;
const category = `<head><script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="stylesheet" crossorigin href="/assets/category-page-mno.css"></head>`;

describe('the service worker precaches the shell', () => {
  it('given the built documents, then the shell is every /assets file they load, once, in order', () => {
    expect(shellAssets([lobby, category])).toEqual([
      '/assets/boot-123.js',
      '/assets/category-page-mno.css',
      '/assets/framework-def.js',
      '/assets/home-page-jkl.css',
      '/assets/index-abc.js',
      '/assets/index-ghi.css',
    ]);
  });

  it('leaves out links to pages, game images and anything outside /assets', () => {
    const shell = shellAssets([lobby]);
    expect(shell.some((url) => !url.startsWith('/assets/'))).toBe(false);
  });

  it('names fingerprinted files by their URL and the app files by their content', () => {
    expect(precacheEntries(['/assets/index-abc.js'], (path) => `hash-of-${path}`)).toEqual([
      { url: '/assets/index-abc.js', revision: null },
      { url: '/offline.html', revision: 'hash-of-/offline.html' },
      { url: '/manifest.webmanifest', revision: 'hash-of-/manifest.webmanifest' },
      { url: '/icons/icon-192.png', revision: 'hash-of-/icons/icon-192.png' },
      { url: '/icons/icon-512.png', revision: 'hash-of-/icons/icon-512.png' },
      { url: '/icons/maskable-512.png', revision: 'hash-of-/icons/maskable-512.png' },
    ]);
  });
});
