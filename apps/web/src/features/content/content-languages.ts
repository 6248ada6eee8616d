import {
  DEFAULT_UI_LANGUAGE,
  LANGUAGE_NAMES,
  localeForLanguage,
  toUiLanguage,
  type UiLanguage,
} from '@/lib/i18n/languages';

/**
 * Languages the informational pages are written in (`/{lang}/{page}`, docs/product.md#content-pages): UI languages,
 * though a new UI language may come before its pages. English is the default when the player has no language.
 */
export const CONTENT_LANGUAGES = ['en', 'de'] as const satisfies readonly UiLanguage[];
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const isContentLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

/** Each language's own name, for the "read in" switch, and the locale that formats the last-updated date. */
export const contentLanguageName = (language: ContentLanguage) => LANGUAGE_NAMES[language];
export const contentLocale = (language: ContentLanguage) => localeForLanguage(language);

/** A player's language when the pages exist in it, else English (docs/product.md#content-pages); `de-AT` reads the German pages. */
export function contentLanguageFor(playerLang: string | null | undefined): ContentLanguage {
  const language = toUiLanguage(playerLang);
  return language && isContentLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
}
