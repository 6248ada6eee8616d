import { loadPromotionsPage } from '@/features/promotions';
import type { RouteModule } from './route-module';

/** `/user/promotions`: the player's data waits for the session (the guard of /user), so the page starts it. */
export const page: RouteModule['page'] = loadPromotionsPage;
