import { apiBaseUrl } from '@/lib/api';
import { documentTitle } from '@/lib/document-title';
import { DEFAULT_UI_LANGUAGE, i18n, UI_LANGUAGES, whenI18nReady } from '@/lib/i18n';
import type { UiLanguage } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';
import { recordFirstCalls } from './first-calls';
import { renderApp } from './render-app';
import { queryClient as loadersQueryClient } from '../../providers';
import { routes } from '../../router';

/** The build checks the brand's colour pairs against WCAG AA (vite-plugins/brand/contrast.ts). */
export { brandSchemes } from '@/config/brand-tokens';
export { BOOT_STYLE, bootScriptSource } from '../boot/boot-script';
export { fillDocument, withBootScript } from './fill-document';
export { PRERENDER_MANIFEST_FILE, PRERENDERED_ROUTES, prerenderManifest } from './prerendered-routes';
export { createPageRenderer } from './render-page';
export { linkedStylesheets, stylesheetsFor } from './route-stylesheets';
export { withBrandHead } from '../../pwa/brand-head';
export { type PwaBrand, pwaBrand } from '../../pwa/pwa-brand';

/** The UI languages a frame is prerendered in besides the default one. */
export const OTHER_LANGUAGES: readonly UiLanguage[] = UI_LANGUAGES.filter((l) => l !== DEFAULT_UI_LANGUAGE);

/**
 * One route's page frame as HTML, in the loading state every visitor first sees: no session, no settings, no games
 * (docs/architecture.md#the-document). Used by the build's prerender step (vite-plugins/prerender.ts). The route's loaders are not run; the
 * browser starts the queries when the page hydrates.
 */
export async function renderRoute(pattern: string, language: UiLanguage = DEFAULT_UI_LANGUAGE) {
  await whenI18nReady(i18n);
  await i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`The prerender could not switch to ${language}`);
  const queryClient = createQueryClient();
  const { html, pageTitle } = await renderApp(pattern, queryClient);
  queryClient.clear();
  return {
    route: pattern,
    html,
    title: documentTitle(pageTitle),
    lang: i18n.language,
  };
}

/**
 * The API calls the page of `pattern` starts first (first-calls.ts), for the manifest; none for a pattern
 * with a dynamic segment, whose calls depend on the value. Run after every route has been rendered: the loaders start
 * their queries in the app's own query client, which the renders do not use but a later one would find filled.
 */
export const firstCallsOf = (pattern: string): Promise<string[]> =>
  pattern.includes(':')
    ? Promise.resolve([])
    : recordFirstCalls(routes, pattern, { apiBaseUrl, queryClient: loadersQueryClient });
