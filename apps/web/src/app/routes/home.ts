import { categoriesQuery } from '@/features/catalogue';
import { gameGroupQuery, HOME_SECTIONS } from '@/features/lobby';
import type { RouteModule } from './route-module';

/** `/`: the lobby (docs/product.md#routes). */
export const prefetch: RouteModule['prefetch'] = (queryClient) => {
  void queryClient.prefetchQuery(categoriesQuery());
  for (const section of HOME_SECTIONS.filter((s) => s.enabled))
    void queryClient.prefetchQuery(gameGroupQuery(section.categoryAlias, section.maxGames));
};
export const page: RouteModule['page'] = () => import('../pages/home-page').then((m) => m.HomePage);
