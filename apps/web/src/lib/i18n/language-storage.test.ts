import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './language-storage';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the stored language', () => {
  it.each([
    [{}, null],
    [{ [LANGUAGE_STORAGE_KEY]: 'de' }, 'de'],
    [{ [LANGUAGE_STORAGE_KEY]: 'en' }, 'en'],
    [{ [LANGUAGE_STORAGE_KEY]: 'klingon' }, null],
  ])('given %j, reads %s', (items, language) => {
    expect(readStoredLanguage(memoryStorage(items))).toBe(language);
  });

  it('keeps what is stored and survives a storage that throws', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'de');
    expect(readStoredLanguage(storage)).toBe('de');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeLanguage(broken, 'de')).not.toThrow();
    expect(readStoredLanguage(broken)).toBeNull();
    expect(readStoredLanguage(undefined)).toBeNull();
  });

  it('tells the server the choice in a cookie for a year, even where storage is blocked', () => {
    const jar = { cookie: '' };
    storeLanguage(undefined, 'de', jar);
    expect(jar.cookie).toBe('casino_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
