import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { browserLanguageStorage, readStoredLanguage } from './language-storage';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from './languages';

export const SUPPORTED_LANGUAGES = UI_LANGUAGES;
export const DEFAULT_LANGUAGE = DEFAULT_UI_LANGUAGE;

/** One i18n layer for every UI text (DESIGN "Rules"). Initialised synchronously: the catalogue is bundled. */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // A visitor's saved choice from the first paint; a logged-in player's profile language follows (LanguageSync).
    lng: readStoredLanguage(browserLanguageStorage()) ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export const i18n = createI18n();
