import { textDirection } from './text-direction';

describe('textDirection', () => {
  it.each([
    ['en-US', 'ltr'],
    ['de', 'ltr'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa', 'rtl'],
    ['ur-PK', 'rtl'],
    ['az-Arab', 'rtl'],
    ['az-Latn', 'ltr'],
    ['sr-Cyrl', 'ltr'],
    ['not a locale', 'ltr'],
    ['', 'ltr'],
  ])('%s is written %s', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });

  it('without the engine text info, knows the right-to-left languages by their code', () => {
    const getTextInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getTextInfo');
    const textInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'textInfo');
    try {
      Object.defineProperty(Intl.Locale.prototype, 'getTextInfo', { value: undefined, configurable: true });
      Object.defineProperty(Intl.Locale.prototype, 'textInfo', { get: () => undefined, configurable: true });
      expect(textDirection('he')).toBe('rtl');
      expect(textDirection('ar-SA')).toBe('rtl');
      expect(textDirection('en-GB')).toBe('ltr');
    } finally {
      if (getTextInfo) Object.defineProperty(Intl.Locale.prototype, 'getTextInfo', getTextInfo);
      else delete (Intl.Locale.prototype as { getTextInfo?: unknown }).getTextInfo;
      if (textInfo) Object.defineProperty(Intl.Locale.prototype, 'textInfo', textInfo);
      else delete (Intl.Locale.prototype as { textInfo?: unknown }).textInfo;
    }
  });
});
