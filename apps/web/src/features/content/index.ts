// The content feature's public entry: the informational pages and the language their text is in.
export { infoDocumentQuery } from './api/get-info-document';
export { isContentLanguage } from './content-languages';
export { useContentLanguage } from './use-content-language';

/** `/{lang}/{page}`, loaded with its route. */
export const loadInfoPageView = () => import('./components/info-page-view').then((m) => m.InfoPageView);
