import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PageTitleSink } from '@/components/page-title-sink';
import { AppProviders } from '../../providers';
import { routes } from '../../router';
import { emptyHydrationData } from '../hydrate/hydration-data';
import { PRERENDER_ORIGIN } from './prerendered-routes';
import { resolveLazyRoutes } from '../hydrate/resolve-lazy-routes';

/**
 * The app at `url` (a route pattern, or a page's path and query) as HTML, with what `queryClient` holds, and the title
 * its page reported. The tree is the one the browser hydrates (main.tsx): the same providers and router, the route's
 * loaders counted as done with nothing, as the browser's hydration counts them. The loaders do not run here; what
 * the page shows comes from `queryClient` alone.
 */
export async function renderApp(url: string, queryClient: QueryClient): Promise<{ html: string; pageTitle?: string }> {
  const request = new URL(url, PRERENDER_ORIGIN);
  await resolveLazyRoutes(routes, request.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request), { filterMatchesToLoad: () => false });
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  // The loaders did not run: they count as done with nothing, as the browser's hydration will count them, so the page
  // renders and not the router's fallback.
  Object.assign(context.loaderData, emptyHydrationData(routes, request.pathname).loaderData);
  const router = createStaticRouter(handler.dataRoutes, context);
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
  return { html, pageTitle };
}
