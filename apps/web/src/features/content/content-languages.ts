import type { InfoPage } from '../../config/paths';
import type { InfoDocument } from './info-document';

/**
 * Languages the informational pages are written in (spec §2 `/{lang}/{page}`). The UI itself may support fewer;
 * English is the default when the player has no language (spec §2).
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

// One lazy chunk per page and language: the home page carries none of this text.
const modules = import.meta.glob<InfoDocument>('./pages/*/*.ts', { import: 'default' });

/** Loads one page's text, or rejects when the page or language has no module. */
export function loadInfoDocument(lang: ContentLanguage, page: InfoPage): Promise<InfoDocument> {
  const load = modules[`./pages/${lang}/${page}.ts`];
  if (!load) return Promise.reject(new Error(`No ${lang} text for ${page}`));
  return load();
}
