import 'i18next';
import type { Catalogue } from './en';
import type { LateCatalogues } from './late-catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Late catalogues join the catalogue when first needed (late-catalogues.ts); their keys are checked the same way.
    resources: { translation: Catalogue & LateCatalogues };
  }
}
