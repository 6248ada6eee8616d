import type { RouteModule } from './route-module';

/** `/favorites`: its query waits for the session, so the page starts it. */
export const page: RouteModule['page'] = () => import('../pages/favorites-page').then((m) => m.FavoritesPage);
