import 'i18next';
import type { Catalogue } from './en';
import type { enDocumentHead } from './en-document-head';
import type { LateCatalogues } from './late-catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `documentHead` is read by the server render only (app/document/build/document-head-texts.ts). Late catalogues
    // join the catalogue when first needed (late-catalogues.ts); their keys are checked the same way.
    resources: { translation: Catalogue & LateCatalogues; documentHead: typeof enDocumentHead };
  }
}
