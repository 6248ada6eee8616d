import { FullPageLoader } from '@casino/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CASHIER_DIALOG_MEDIA } from '../config/cashier-paths';
import { RequireAuth } from '../features/auth/require-auth';
import { i18n } from '../lib/i18n';
import type { OverlayRouteHandle } from './overlay-outlet';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Route modules load lazily so each page is its own chunk (spec §2 routes). */
const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <FullPageLoader label={i18n.t('common.loading')} />,
    children: [
      { index: true, ...lazyPage(() => import('./pages/home-page'), 'HomePage') },
      {
        path: 'user',
        element: <RequireAuth />,
        children: [
          {
            path: 'promotions',
            ...lazyPage(() => import('../features/promotions/components/promotions-page'), 'PromotionsPage'),
          },
          { path: 'bets', ...lazyPage(() => import('../features/history/components/bets-page'), 'BetsPage') },
          {
            path: 'transactions',
            ...lazyPage(() => import('../features/history/components/transactions-page'), 'TransactionsPage'),
          },
          { path: 'profile', ...lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage') },
          {
            path: 'cashier/:tab?',
            handle: { overlayWhen: CASHIER_DIALOG_MEDIA } satisfies OverlayRouteHandle,
            ...lazyPage(() => import('./routes/cashier'), 'CashierPage'),
          },
          {
            path: 'responsible-gaming',
            ...lazyPage(
              () => import('../features/responsible-gaming/components/responsible-gaming-page'),
              'ResponsibleGamingPage',
            ),
          },
          { path: '*', ...lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute') },
        ],
      },
      { path: 'vip-club', ...lazyPage(() => import('./routes/vip-club'), 'VipClubPage') },
      { path: 'tournaments', ...lazyPage(() => import('./routes/tournaments'), 'TournamentsPage') },
      {
        path: 'categories',
        ...lazyPage(() => import('../features/catalogue/components/categories-page'), 'CategoriesPage'),
      },
      {
        path: 'categories/:alias',
        ...lazyPage(() => import('../features/catalogue/components/category-page'), 'CategoryPage'),
      },
      {
        path: 'providers',
        ...lazyPage(() => import('../features/catalogue/components/providers-page'), 'ProvidersPage'),
      },
      { path: 'favorites', ...lazyPage(() => import('./pages/favorites-page'), 'FavoritesPage') },
      { path: 'recent', ...lazyPage(() => import('../features/recent/components/recent-page'), 'RecentPage') },
      { path: 'support', ...lazyPage(() => import('./routes/support'), 'SupportPage') },
      { path: 'games/:alias', ...lazyPage(() => import('../features/games/components/game-page'), 'GamePage') },
      {
        path: 'reset-password',
        ...lazyPage(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: 'account/confirm',
        ...lazyPage(() => import('../features/sign-up/components/confirm-account-page'), 'ConfirmAccountPage'),
      },
      { path: ':lang/:page', ...lazyPage(() => import('./routes/info-page'), 'InfoPageRoute') },
      { path: '*', ...lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
