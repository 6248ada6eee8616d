import { loadRecentPage } from '@/features/recent';
import type { RouteModule } from './route-module';

/** `/recent`: a player's list or this device's, known once the session is, so the page starts its query. */
export const page: RouteModule['page'] = loadRecentPage;
