import 'i18next';
import type { Catalogue } from './en';
import type { enDocumentHead } from './en-document-head';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `documentHead` is read by the server render only (app/prerender/document-head-texts.ts).
    resources: { translation: Catalogue; documentHead: typeof enDocumentHead };
  }
}
