import { loadTournamentsPage, tournamentsQuery } from '@/features/tournaments';
import type { RouteModule } from './route-module';

/** `/tournaments` (docs/product.md#routes). */
export const prefetch: RouteModule['prefetch'] = (queryClient) => void queryClient.prefetchQuery(tournamentsQuery());
export const page: RouteModule['page'] = loadTournamentsPage;
