import { describe, expect, it } from 'vitest';
import { readCardFrameStyle } from './card-frame-style';

/** The parameters of a frame address, as URLSearchParams reads them. */
const params = (query: Record<string, string>) => ({ get: (name: string) => query[name] ?? null });
const read = (query: Record<string, string>) =>
  readCardFrameStyle(params(Object.fromEntries(Object.entries(query).map(([k, v]) => [`fs-${k}`, v]))));

describe('readCardFrameStyle', () => {
  it.each([
    ['a hex colour', { background: '#1a1430' }, { background: '#1a1430' }],
    ['an rgba colour', { text: 'rgba(5, 3, 12, 0.72)' }, { text: 'rgba(5, 3, 12, 0.72)' }],
    ['a length in px or rem', { radius: '14px' }, { radius: '14px' }],
    [
      'a font list',
      { font: "'Inter', system-ui, -apple-system, sans-serif" },
      { font: "'Inter', system-ui, -apple-system, sans-serif" },
    ],
    ['a colour scheme', { scheme: 'dark' }, { scheme: 'dark' }],
    ['a rule smuggled in a colour', { background: 'red; } body { display: none' }, {}],
    ['a url() as a colour', { background: 'url(https://evil.test/x.png)' }, {}],
    ['a named colour or var()', { text: 'var(--x)', muted: 'red' }, {}],
    ['a length with an expression', { radius: 'calc(100vw)' }, {}],
    ['a font that closes the declaration', { font: "Inter'; } * { color: red" }, {}],
    ['a font in double quotes', { font: '"Inter"' }, {}],
    ['an unknown scheme', { scheme: 'sepia' }, {}],
    ['one bad value beside good ones', { background: '#fff', text: 'expression(alert(1))' }, { background: '#fff' }],
  ])('%s', (_, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('ignores parameters it does not know', () => {
    expect(readCardFrameStyle(params({ session: 'abc', style: 'body{}' }))).toEqual({});
  });
});
