import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { enInbox } from './en-inbox';
import type { enSecurity } from './en-security';
import type { enVerification } from './en-verification';
import { DEFAULT_UI_LANGUAGE, toUiLanguage, type UiLanguage } from './languages';

/**
 * Texts of pages no visitor's first page shows, kept out of the language catalogue every page downloads: each is a
 * chunk of its own per language, added to the catalogue when a component that needs it first renders (the profile's
 * Security part, the login's second step, the inbox). The lobby's bytes stay as they were (`npm run bench -- --check-budget`).
 */
export type LateCatalogues = {
  security: typeof enSecurity;
  verification: typeof enVerification;
  inbox: typeof enInbox;
};
export type LateCatalogueName = keyof LateCatalogues;

// One function per language, written out, so a bundler makes each language a chunk of its own.
const importers: { [N in LateCatalogueName]: Record<UiLanguage, () => Promise<LateCatalogues[N]>> } = {
  security: {
    en: () => import('./en-security').then((m) => m.enSecurity),
    de: () => import('./de-security').then((m) => m.deSecurity),
  },
  verification: {
    en: () => import('./en-verification').then((m) => m.enVerification),
    de: () => import('./de-verification').then((m) => m.deVerification),
  },
  inbox: {
    en: () => import('./en-inbox').then((m) => m.enInbox),
    de: () => import('./de-inbox').then((m) => m.deInbox),
  },
};

/** Each catalogue downloads once per page, whichever component asks first. */
const loads = new Map<string, Promise<unknown>>();
const loadOnce = (name: LateCatalogueName, language: UiLanguage) => {
  const key = `${name}:${language}`;
  let load = loads.get(key);
  if (!load) {
    load = importers[name][language]();
    // A failed download may be tried again by the next render that needs it.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
};

/**
 * Whether the `name` texts of the active language are in the i18n instance; loads them when they are not. A
 * component renders its texts only once this is true (until then a placeholder), so no key ever shows; a language
 * switch loads the texts of the new language the same way.
 */
export function useLateCatalogue(name: LateCatalogueName): boolean {
  const { i18n } = useTranslation();
  const language = toUiLanguage(i18n.language) ?? DEFAULT_UI_LANGUAGE;
  const ready = i18n.getResource(language, 'translation', name) !== undefined;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadOnce(name, language).then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', { [name]: texts }, true, true);
        if (current) rerender();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, language, name, ready]);
  return ready;
}
