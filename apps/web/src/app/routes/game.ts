import { loadGamePage } from '@/features/games';
import { gameQuery } from '@/features/lobby';
import type { RouteModule } from './route-module';

/** `/games/{alias}` (docs/product.md#routes). */
export const prefetch: RouteModule['prefetch'] = (queryClient, { params }) =>
  void queryClient.prefetchQuery(gameQuery(params.alias ?? ''));
export const page: RouteModule['page'] = loadGamePage;
