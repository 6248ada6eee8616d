import type { BackendModule } from 'i18next';
import type { CatalogueShape } from './catalogue-shape';
import type { Catalogue } from './en';
import { toUiLanguage, type UiLanguage } from './languages';

export type AnyCatalogue = CatalogueShape<Catalogue>;
export type LoadCatalogue = (language: UiLanguage) => Promise<AnyCatalogue>;

/**
 * Each language's texts are a chunk of their own: a page downloads only the language it speaks (docs/architecture.md#byte-budgets). One
 * function per language: the build's preloading joins the chunks of imports in one expression, which would fetch both.
 */
const importers: Record<UiLanguage, () => Promise<AnyCatalogue>> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
};

export const importCatalogue: LoadCatalogue = (language) => importers[language]();

/**
 * An i18next backend over `load`. A catalogue loaded once is handed over synchronously after that, so an instance
 * created later (a test's, a second provider's) is ready at once; i18next switches language only once the new
 * catalogue is in, so a switch never shows keys.
 */
export function catalogueBackend(load: LoadCatalogue): BackendModule {
  const loaded = new Map<UiLanguage, AnyCatalogue>();
  return {
    type: 'backend',
    init: () => {},
    read: (language, _namespace, callback) => {
      const uiLanguage = toUiLanguage(language);
      if (!uiLanguage) return callback(null, {});
      const ready = loaded.get(uiLanguage);
      if (ready) return callback(null, ready);
      load(uiLanguage).then(
        (catalogue) => {
          loaded.set(uiLanguage, catalogue);
          callback(null, catalogue);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
