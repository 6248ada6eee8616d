import { categoriesQuery, loadCategoriesPage } from '@/features/catalogue';
import type { RouteModule } from './route-module';

/** `/categories` (docs/product.md#routes). */
export const prefetch: RouteModule['prefetch'] = (queryClient) => void queryClient.prefetchQuery(categoriesQuery());
export const page: RouteModule['page'] = loadCategoriesPage;
