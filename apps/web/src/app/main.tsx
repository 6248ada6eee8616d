import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { inlinedAnswers } from '@/lib/api';
import { PRERENDER_STALE_ATTRIBUTE } from '@/lib/document/boot-attributes';
import { holdRequests } from '@/lib/document/request-hold';
import { DEFAULT_UI_LANGUAGE, i18n, whenI18nReady } from '@/lib/i18n';
import { parseRenderedData, readRenderedDataBlock, seedRenderedData } from '@/lib/rendered-queries';
import { emptyHydrationData } from './document/hydrate/hydration-data';
import { resolveLazyRoutes } from './document/hydrate/resolve-lazy-routes';
import { startMatchedLoaders } from './document/hydrate/start-matched-loaders';
import { AppProviders, queryClient } from './providers';
import { prefetchRouteCodeOnIntent } from './route-code-prefetch';
import { createRouter, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A document a server rendered for this page carries the data it was rendered from: in the cache before anything
// renders, the first render (hydrating or not) shows what the document shows, and the loaders find it fresh.
seedRenderedData(queryClient, parseRenderedData(readRenderedDataBlock()), inlinedAnswers);

const { pathname } = window.location;
const prerenderedRoute = container.dataset.prerenderedRoute;
const isFrameOfThisPath = prerenderedRoute !== undefined && matchPath(prerenderedRoute, pathname) !== null;
// Started at once, so the route's code downloads while the language's catalogue arrives: a router created now loads
// it itself, but a hydrating router must find it loaded (resolveLazyRoutes).
const routeCode = isFrameOfThisPath ? resolveLazyRoutes(routes, pathname) : Promise.resolve();
const routerForRender = isFrameOfThisPath ? undefined : createRouter();

const app = (router: ReturnType<typeof createRouter>, onHydrated?: () => void) => (
  <StrictMode>
    <AppProviders onHydrated={onHydrated}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * The document is hydrated only when it is this path's prerendered frame, in the language the app now speaks (a
 * server that reads the language cookie sends the frame in the visitor's language). Anything else (the shell, a
 * static host's fallback serving the lobby for another path, an English frame for a visitor who chose German) is
 * rendered from scratch: hydrating it would make React discard the whole tree
 * with a mismatch error, after showing the wrong page or language. The boot script has hidden such a frame already
 * (app/document/boot/boot.ts); it is emptied and shown again as the app renders.
 */
async function start(root: HTMLElement) {
  await Promise.all([whenI18nReady(i18n), routeCode]);
  if (isFrameOfThisPath && i18n.language === (container?.dataset.prerenderedLang ?? DEFAULT_UI_LANGUAGE)) {
    const router = createBrowserRouter(routes, { hydrationData: emptyHydrationData(routes, pathname) });
    // The page's queries start now, their requests once it has hydrated: it hydrates showing them loading, as the
    // document does, and nothing changes under it as it subscribes to them (start-matched-loaders.ts).
    const releaseRequests = holdRequests();
    startMatchedLoaders(routes, new URL(window.location.href));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole tree: the frame is already on screen, and a tap meanwhile hydrates its target first.
    startTransition(() => {
      hydrateRoot(root, app(router, releaseRequests));
    });
    return;
  }
  root.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE);
  createRoot(root).render(app(routerForRender ?? createRouter()));
}

void start(container);
prefetchRouteCodeOnIntent(routes);
