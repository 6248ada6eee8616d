import { loadTournamentsPage, tournamentsQuery } from '../../features/tournaments';
import type { RouteModule } from './route-module';

/** `/tournaments` (spec §2). */
export const prefetch: RouteModule['prefetch'] = (queryClient) => void queryClient.prefetchQuery(tournamentsQuery());
export const page: RouteModule['page'] = loadTournamentsPage;
