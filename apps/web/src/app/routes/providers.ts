import { loadProvidersPage, providersQuery } from '@/features/catalogue';
import type { RouteModule } from './route-module';

/** `/providers` (docs/product.md#routes): the chosen providers are known only once their list is, so the list comes first. */
export const prefetch: RouteModule['prefetch'] = (queryClient) => void queryClient.prefetchQuery(providersQuery());
export const page: RouteModule['page'] = loadProvidersPage;
