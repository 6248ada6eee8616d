import type { InfoPage } from '@/config/paths';
import type { ContentLanguage } from '../content-languages';

/** Every query key of the content, built only here. */
export const contentKeys = {
  all: ['content'] as const,
  document: (lang: ContentLanguage, page: InfoPage) => [...contentKeys.all, 'document', lang, page] as const,
};
