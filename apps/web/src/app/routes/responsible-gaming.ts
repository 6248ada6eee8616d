import { loadResponsibleGamingPage } from '@/features/responsible-gaming';
import type { RouteModule } from './route-module';

/** `/user/responsible-gaming`: the player's data waits for the session (the guard of /user), so the page starts it. */
export const page: RouteModule['page'] = loadResponsibleGamingPage;
