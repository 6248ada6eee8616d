import { COLOR_SCHEME_ATTRIBUTE } from '@casino/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { readDocumentColorScheme } from './document-color-scheme';

afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

describe('readDocumentColorScheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['purple', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads <html %s> as %s', (attribute, expected) => {
    if (attribute !== null) document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, attribute);
    expect(readDocumentColorScheme()).toBe(expected);
  });
});
