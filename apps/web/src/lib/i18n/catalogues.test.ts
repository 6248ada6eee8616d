import { describe, expect, it } from 'vitest';
import { catalogueBackend, type LoadCatalogue } from './catalogues';
import { de } from './de';
import { en } from './en';
import { createI18n } from './index';
import type { UiLanguage } from './languages';

/** A catalogue loader that records what is asked and delivers only when the test says so. */
function gatedLoader() {
  const requested: UiLanguage[] = [];
  const pending: Array<() => void> = [];
  const load: LoadCatalogue = (language) => {
    requested.push(language);
    return new Promise((resolve) => pending.push(() => resolve(language === 'de' ? de : en)));
  };
  const deliver = async () => {
    for (const release of pending.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { requested, load, deliver };
}

describe('loading the UI catalogues', () => {
  it('loads only the active language, and the other one only on a switch', async () => {
    const loader = gatedLoader();
    const i18n = createI18n({ language: 'de', backend: catalogueBackend(loader.load) });
    expect(loader.requested).toEqual(['de']);
    await loader.deliver();
    expect(i18n.t('header.logIn')).toBe(de.header.logIn);

    const switched = i18n.changeLanguage('en');
    expect(loader.requested).toEqual(['de', 'en']);
    await loader.deliver();
    await switched;
    expect(i18n.t('header.logIn')).toBe('Log in');
    expect(loader.requested).toEqual(['de', 'en']);
  });

  it('keeps the current language on screen until the new catalogue is in: no key ever shows', async () => {
    const loader = gatedLoader();
    const i18n = createI18n({ language: 'en', backend: catalogueBackend(loader.load) });
    await loader.deliver();

    const switched = i18n.changeLanguage('de');
    expect(i18n.t('header.logIn')).toBe('Log in');
    expect(i18n.resolvedLanguage).toBe('en');
    await loader.deliver();
    await switched;
    expect(i18n.t('header.logIn')).toBe(de.header.logIn);
    expect(i18n.resolvedLanguage).toBe('de');
  });

  it('reuses a catalogue once loaded: a later instance is ready at once', async () => {
    const loader = gatedLoader();
    const backend = catalogueBackend(loader.load);
    createI18n({ language: 'de', backend });
    await loader.deliver();
    const later = createI18n({ language: 'de', backend });
    expect(later.isInitialized).toBe(true);
    expect(later.t('header.logIn')).toBe(de.header.logIn);
    expect(loader.requested).toEqual(['de']);
  });
});
