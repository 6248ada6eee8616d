import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

const cdn = 'https://cdn.example.com/games';

describe('resolveImageUrl (full URL if it starts with http, else CDN prefix)', () => {
  it.each([
    ['relative path', 'starburst.webp', cdn, 'https://cdn.example.com/games/starburst.webp'],
    ['leading slash', '/starburst.webp', cdn, 'https://cdn.example.com/games/starburst.webp'],
    ['several leading slashes', '///starburst.webp', cdn, 'https://cdn.example.com/games/starburst.webp'],
    ['trailing slash on base', 'a/b.png', `${cdn}/`, 'https://cdn.example.com/games/a/b.png'],
    ['slashes on both sides', '/a/b.png', `${cdn}//`, 'https://cdn.example.com/games/a/b.png'],
    ['https URL used as is', 'https://img.other.net/x.png', cdn, 'https://img.other.net/x.png'],
    ['http URL used as is', 'http://img.other.net/x.png', cdn, 'http://img.other.net/x.png'],
    ['scheme in capitals', 'HTTPS://img.other.net/x.png', cdn, 'HTTPS://img.other.net/x.png'],
    ['folder named http… is still a path', 'http-assets/x.png', cdn, 'https://cdn.example.com/games/http-assets/x.png'],
    [
      'protocol-relative is treated as a path',
      '//evil.example/x.png',
      cdn,
      'https://cdn.example.com/games/evil.example/x.png',
    ],
    ['surrounding spaces are trimmed', '  x.png ', cdn, 'https://cdn.example.com/games/x.png'],
    ['empty image gives empty string', '', cdn, ''],
    ['blank image gives empty string', '   ', cdn, ''],
    ['empty base gives a site-relative path', 'x.png', '', '/x.png'],
    ['query string is kept', 'x.png?v=2', cdn, 'https://cdn.example.com/games/x.png?v=2'],
  ])('%s', (_name, image, base, expected) => {
    expect(resolveImageUrl(image, base)).toBe(expected);
  });
});
