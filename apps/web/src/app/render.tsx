import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PageTitleSink } from '../components/page-title-sink';
import { brand } from '../config/brand';
import { apiBaseUrl } from '../lib/api';
import { DEFAULT_LANGUAGE, i18n, SUPPORTED_LANGUAGES, whenI18nReady } from '../lib/i18n';
import type { UiLanguage } from '../lib/i18n/languages';
import { createQueryClient } from '../lib/query-client';
import { recordFirstCalls } from './prerender/first-calls';
import { emptyHydrationData } from './prerender/hydration-data';
import { PRERENDER_ORIGIN } from './prerender/prerendered-routes';
import { resolveLazyRoutes } from './prerender/resolve-lazy-routes';
import { AppProviders, queryClient as loadersQueryClient } from './providers';
import { routes } from './router';

export { BOOT_STYLE, bootScriptSource } from './prerender/boot-script';
export { fillDocument, withBootScript } from './prerender/fill-document';
export { PRERENDER_MANIFEST_FILE, PRERENDERED_ROUTES, prerenderManifest } from './prerender/prerendered-routes';
export { linkedStylesheets, stylesheetsFor } from './prerender/route-stylesheets';
export { withBrandHead } from './pwa/brand-head';
export { type PwaBrand, pwaBrand } from './pwa/pwa-brand';

/** The UI languages a frame is prerendered in besides the default one. */
export const OTHER_LANGUAGES: readonly UiLanguage[] = SUPPORTED_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/**
 * One route's page frame as HTML, in the loading state every visitor first sees: no session, no settings, no games
 * (issue 19). Used by the build's prerender step (vite-plugins/prerender.ts). The route's loaders are not run; the
 * browser starts the queries when the page hydrates.
 */
export async function renderRoute(pattern: string, language: UiLanguage = DEFAULT_LANGUAGE) {
  await whenI18nReady(i18n);
  await i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`The prerender could not switch to ${language}`);
  await resolveLazyRoutes(routes, pattern);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pattern, PRERENDER_ORIGIN)), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error(`${pattern} answered ${context.status} instead of a page`);
  // The loaders did not run (no API here): they count as done with nothing, as the browser's hydration will count
  // them, so the page renders and not the router's fallback.
  Object.assign(context.loaderData, emptyHydrationData(routes, pattern).loaderData);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let pageTitle: string | undefined;
  const html = renderToString(
    <StrictMode>
      <PageTitleSink.Provider value={(title) => (pageTitle = title)}>
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageTitleSink.Provider>
    </StrictMode>,
  );
  queryClient.clear();
  return {
    route: pattern,
    html,
    title: pageTitle ? `${pageTitle} · ${brand.name}` : brand.name,
    lang: i18n.language,
  };
}

/**
 * The API calls the page of `pattern` starts first (prerender/first-calls.ts), for the manifest; none for a pattern
 * with a dynamic segment, whose calls depend on the value. Run after every route has been rendered: the loaders start
 * their queries in the app's own query client, which the renders do not use but a later one would find filled.
 */
export const firstCallsOf = (pattern: string): Promise<string[]> =>
  pattern.includes(':')
    ? Promise.resolve([])
    : recordFirstCalls(routes, pattern, { apiBaseUrl, queryClient: loadersQueryClient });
