import type { InfoPage } from '@/config/paths';
import type { ContentLanguage } from './content-languages';
import type { InfoDocument } from './info-document';

// One lazy chunk per page and language: the home page carries none of this text.
const modules = import.meta.glob<InfoDocument>('./pages/*/*.ts', { import: 'default' });

/** Loads one page's text, or rejects when the page or language has no module. */
export function loadInfoDocument(lang: ContentLanguage, page: InfoPage): Promise<InfoDocument> {
  const load = modules[`./pages/${lang}/${page}.ts`];
  if (!load) return Promise.reject(new Error(`No ${lang} text for ${page}`));
  return load();
}
