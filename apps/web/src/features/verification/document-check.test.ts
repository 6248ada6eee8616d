import { describe, expect, it } from 'vitest';
import { checkDocumentFile, fitsLimit, formatBytes, shouldShrink } from './document-check';

const MB = 1024 * 1024;

describe('checkDocumentFile', () => {
  it.each([
    ['image/jpeg', 1 * MB, { ok: true, mediaType: 'image/jpeg' }],
    ['image/png', 30 * MB, { ok: true, mediaType: 'image/png' }],
    ['application/pdf', 9 * MB, { ok: true, mediaType: 'application/pdf' }],
    ['application/pdf', 11 * MB, { ok: false, reason: 'too-large' }],
    ['image/gif', 1_000, { ok: false, reason: 'wrong-type' }],
    ['image/svg+xml', 1_000, { ok: false, reason: 'wrong-type' }],
    ['text/html', 1_000, { ok: false, reason: 'wrong-type' }],
    [undefined, 1_000, { ok: false, reason: 'wrong-type' }],
  ] as const)('a %s of %d bytes: %o', (detected, size, verdict) => {
    expect(checkDocumentFile(detected, size)).toEqual(verdict);
  });
});

describe('shouldShrink and fitsLimit', () => {
  it.each([
    ['image/jpeg', 3 * MB, true],
    ['image/png', 2 * MB, false],
    ['application/pdf', 8 * MB, false],
  ] as const)('%s of %d bytes is shrunk: %s', (type, size, shrink) => {
    expect(shouldShrink(type, size)).toBe(shrink);
  });

  it('takes 10 MB and not a byte more', () => {
    expect(fitsLimit(10 * MB)).toBe(true);
    expect(fitsLimit(10 * MB + 1)).toBe(false);
  });
});

describe('formatBytes', () => {
  it.each([
    [1_300_000, 'en', '1.2 MB'],
    [3_565_158, 'de', '3,4 MB'],
    [20_480, 'en', '20 KB'],
    [10, 'en', '1 KB'],
  ])('%d bytes in %s: %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});
