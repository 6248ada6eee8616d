import i18next, { type TFunction } from 'i18next';
import { deDocumentHead } from '@/lib/i18n/de-document-head';
import { enDocumentHead } from '@/lib/i18n/en-document-head';
import type { UiLanguage } from '@/lib/i18n/languages';

/** The i18n namespace of what a rendered document says about its page (lib/i18n/en-document-head.ts). */
const DOCUMENT_HEAD_NAMESPACE = 'documentHead';

/**
 * An i18n instance of its own: the server render alone reads these texts, so the app's instance, whose catalogues
 * the browser downloads, never holds them, and switching either one's language never touches the other.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { documentHead: enDocumentHead }, de: { documentHead: deDocumentHead } },
  ns: [DOCUMENT_HEAD_NAMESPACE],
  defaultNS: DOCUMENT_HEAD_NAMESPACE,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The document head's texts in `language`. */
export const documentHeadTexts = (language: UiLanguage): TFunction<'documentHead'> =>
  texts.getFixedT(language, DOCUMENT_HEAD_NAMESPACE);
