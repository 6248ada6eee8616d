import { describe, expect, it } from 'vitest';
import { chooseEncoding, varyOnAcceptEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', undefined],
    ['gzip;q=abc', undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('offers only the codings that exist', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});

describe('varyOnAcceptEncoding', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['Origin, Accept-Encoding', 'Origin, Accept-Encoding'],
    ['*', '*'],
  ])('Vary %j becomes %j', (before, after) => {
    const headers = new Headers(before === null ? {} : { Vary: before });
    varyOnAcceptEncoding(headers);
    expect(headers.get('Vary')).toBe(after);
  });
});
