/**
 * Languages the informational pages are written in (`/{lang}/{page}`, docs/product.md#content-pages). The UI itself may support fewer;
 * English is the default when the player has no language (docs/product.md#content-pages).
 */
export const CONTENT_LANGUAGES = ['en', 'de'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const isContentLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

/** Each language's own name, for the "read in" switch; `locale` formats the last-updated date. */
export const CONTENT_LANGUAGE_INFO: Record<ContentLanguage, { name: string; locale: string }> = {
  en: { name: 'English', locale: 'en-US' },
  de: { name: 'Deutsch', locale: 'de-DE' },
};

/** A player's language when the pages exist in it, else English (docs/product.md#content-pages); `de-AT` reads the German pages. */
export function contentLanguageFor(playerLang: string | null | undefined): ContentLanguage {
  const base = (playerLang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isContentLanguage(base) ? base : 'en';
}
