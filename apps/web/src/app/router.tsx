import { FullPageLoader } from '@casino/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { i18n } from '../lib/i18n';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Route modules load lazily so each page is its own chunk (spec §2 routes). */
const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const pending = () => import('./routes/placeholder-routes');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <FullPageLoader label={i18n.t('common.loading')} />,
    children: [
      { index: true, ...lazyPage(() => import('./routes/home'), 'HomePage') },
      {
        path: 'user',
        element: <RequireAuth />,
        children: [
          { path: 'promotions', ...lazyPage(pending, 'PromotionsPage') },
          { path: 'cashier/:tab?', ...lazyPage(() => import('./routes/cashier'), 'CashierPage') },
          { path: '*', ...lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute') },
        ],
      },
      { path: 'vip-club', ...lazyPage(pending, 'VipClubPage') },
      { path: 'tournaments', ...lazyPage(pending, 'TournamentsPage') },
      { path: 'categories', ...lazyPage(pending, 'CategoriesPage') },
      { path: 'categories/:alias', ...lazyPage(() => import('./routes/category'), 'CategoryPage') },
      { path: 'providers', ...lazyPage(pending, 'ProvidersPage') },
      { path: 'favorites', ...lazyPage(pending, 'FavoritesPage') },
      { path: 'recent', ...lazyPage(pending, 'RecentPage') },
      { path: 'support', ...lazyPage(pending, 'SupportPage') },
      { path: 'games/:alias', ...lazyPage(() => import('./routes/game'), 'GamePage') },
      { path: 'reset-password', ...lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage') },
      { path: ':lang/:page', ...lazyPage(() => import('./routes/info-page'), 'InfoPageRoute') },
      { path: '*', ...lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
