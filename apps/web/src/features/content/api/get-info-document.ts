import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPage } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import type { ContentLanguage } from '../content-languages';
import { loadInfoDocument } from '../load-info-document';
import { contentKeys } from './content-keys';

/**
 * The page text ships with the build, so once loaded it never goes stale. A page may be read in a language the UI
 * does not speak now: its frame's labels come from that language's catalogue, loaded with the text.
 */
export const infoDocumentQuery = (lang: ContentLanguage, page: InfoPage) =>
  queryOptions({
    queryKey: contentKeys.document(lang, page),
    queryFn: async () => (await Promise.all([loadInfoDocument(lang, page), i18n.loadLanguages(lang)]))[0],
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInfoDocument = (lang: ContentLanguage, page: InfoPage) => useQuery(infoDocumentQuery(lang, page));
