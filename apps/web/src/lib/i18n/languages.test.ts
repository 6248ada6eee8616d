import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, localeForLanguage, toUiLanguage, UI_LANGUAGES } from './languages';

describe('localeForLanguage', () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de-DE'],
    ['es', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('%s → %s', (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });
});

describe('toUiLanguage', () => {
  it.each([
    ['de', 'de'],
    [' DE ', 'de'],
    ['de-AT', 'de'],
    ['en_GB', 'en'],
    ['es', null],
    ['deutsch', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, language) => {
    expect(toUiLanguage(value)).toBe(language);
  });
});

it('names every UI language in that language', () => {
  expect(UI_LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual(['English', 'Deutsch']);
});
