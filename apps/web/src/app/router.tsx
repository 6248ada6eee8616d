import { FullPageLoader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { CASHIER_DIALOG_MEDIA } from '@/config/cashier-paths';
import { RequireAuth } from '@/features/auth';
import type { OverlayRouteHandle } from './overlay-outlet';
import { queryClient } from './providers';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteModule } from './routes/route-module';

/**
 * Every route the same way (docs/architecture.md#route-loaders): its module in `routes/` loads lazily (docs/product.md#routes), then its loader starts
 * the page's queries while the page's own chunk downloads (docs/architecture.md#route-loaders). The loader returns at once: the page shows its
 * own pending and error states, as it would without it.
 */
function lazyRoute(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  const loadLoader = async (): Promise<LoaderFunction | null> => {
    const { prefetch } = await load();
    if (!prefetch) return null;
    return (args) => {
      prefetch(queryClient, args);
      return null;
    };
  };
  const loadPage = async () => (await load()).page();
  return { lazy: { loader: loadLoader, Component: loadPage } };
}

function RouteCodeLoading() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads (its text read at render: i18n is ready by then, not at import).
    hydrateFallbackElement: <RouteCodeLoading />,
    children: [
      { index: true, ...lazyRoute(() => import('./routes/home')) },
      {
        path: 'user',
        element: <RequireAuth />,
        children: [
          { path: 'promotions', ...lazyRoute(() => import('./routes/promotions')) },
          { path: 'bets', ...lazyRoute(() => import('./routes/bets')) },
          { path: 'transactions', ...lazyRoute(() => import('./routes/transactions')) },
          { path: 'profile', ...lazyRoute(() => import('./routes/profile')) },
          {
            path: 'cashier/:tab?',
            handle: { overlayWhen: CASHIER_DIALOG_MEDIA } satisfies OverlayRouteHandle,
            ...lazyRoute(() => import('./routes/cashier')),
          },
          { path: 'responsible-gaming', ...lazyRoute(() => import('./routes/responsible-gaming')) },
          { path: 'verification', ...lazyRoute(() => import('./routes/verification')) },
          { path: 'notifications', ...lazyRoute(() => import('./routes/notifications')) },
          { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      { path: 'vip-club', ...lazyRoute(() => import('./routes/vip-club')) },
      { path: 'tournaments', ...lazyRoute(() => import('./routes/tournaments')) },
      { path: 'categories', ...lazyRoute(() => import('./routes/categories')) },
      { path: 'categories/:alias', ...lazyRoute(() => import('./routes/category')) },
      { path: 'providers', ...lazyRoute(() => import('./routes/providers')) },
      { path: 'favorites', ...lazyRoute(() => import('./routes/favorites')) },
      { path: 'recent', ...lazyRoute(() => import('./routes/recent')) },
      { path: 'support', ...lazyRoute(() => import('./routes/support')) },
      { path: 'games/:alias', ...lazyRoute(() => import('./routes/game')) },
      { path: 'reset-password', ...lazyRoute(() => import('./routes/reset-password')) },
      { path: 'account/confirm', ...lazyRoute(() => import('./routes/confirm-account')) },
      { path: ':lang/:page', ...lazyRoute(() => import('./routes/info-page')) },
      { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
