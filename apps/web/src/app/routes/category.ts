import { loadCategoryPage, prefetchCategoryPage } from '@/features/catalogue';
import type { RouteModule } from './route-module';

/** `/categories/{alias}` (docs/product.md#routes). */
export const prefetch: RouteModule['prefetch'] = (queryClient, { params, request }) =>
  prefetchCategoryPage(queryClient, params.alias ?? '', new URL(request.url).searchParams);
export const page: RouteModule['page'] = loadCategoryPage;
