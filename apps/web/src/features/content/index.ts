// The content feature's public entry: the informational pages and the language their text is in.
export { isContentLanguage } from './content-languages';
export { useContentLanguage } from './use-content-language';

/** `/{lang}/{page}`, loaded with its route. */
export const loadInfoPageView = () => import('./components/info-page-view').then((m) => m.InfoPageView);

/** The query of one page's text, loaded with the route: its table of every page's text module stays off the lobby. */
export const loadInfoDocumentQuery = () => import('./api/get-info-document').then((m) => m.infoDocumentQuery);
