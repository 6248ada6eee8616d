import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPage } from '../../../config/paths';
import type { ContentLanguage } from '../content-languages';
import { loadInfoDocument } from '../load-info-document';

/** The page text ships with the build, so once loaded it never goes stale. */
export const infoDocumentQuery = (lang: ContentLanguage, page: InfoPage) =>
  queryOptions({
    queryKey: ['info-document', lang, page],
    queryFn: () => loadInfoDocument(lang, page),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInfoDocument = (lang: ContentLanguage, page: InfoPage) => useQuery(infoDocumentQuery(lang, page));
