import { PASSWORD_POLICY } from '@casino/api-contract/password-policy';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, importCatalogue } from './catalogues';
import { browserLanguageStorage, readStoredLanguage } from './language-storage';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './languages';

export { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './languages';

/** One backend for every instance, so a catalogue is downloaded once per page however many instances use it. */
const sharedBackend = catalogueBackend(importCatalogue);

type Options = { language?: UiLanguage; backend?: BackendModule };

/**
 * One i18n layer for every UI text (docs/architecture.md#style). Only the active language's catalogue is loaded; another one
 * loads when the UI switches to it, and i18next switches only once it is in (docs/architecture.md#byte-budgets).
 */
export function createI18n({
  // A visitor's saved choice from the first paint; a logged-in player's profile language follows (LanguageSync).
  language = readStoredLanguage(browserLanguageStorage()) ?? DEFAULT_UI_LANGUAGE,
  backend = sharedBackend,
}: Options = {}): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every catalogue has every key (CatalogueShape checks it), so no fallback language is needed, or downloaded.
      fallbackLng: false,
      supportedLngs: UI_LANGUAGES,
      interpolation: {
        escapeValue: false,
        // The password policy's numbers, which texts show but never repeat: they change with the policy.
        defaultVariables: {
          passwordMinLength: PASSWORD_POLICY.minLength,
          passwordSpecialCharacters: PASSWORD_POLICY.specialCharacters,
        },
      },
      returnNull: false,
      // Ready at once when the catalogue is already in (a second instance, the tests); else when it arrives.
      initAsync: false,
    });
  return instance;
}

/** Resolves once the instance has its language's catalogue: the app renders after that, so no key ever shows. */
export const whenI18nReady = (instance: I18n): Promise<void> =>
  instance.isInitialized ? Promise.resolve() : new Promise((resolve) => instance.on('initialized', () => resolve()));

export const i18n = createI18n();
