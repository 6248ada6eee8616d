import { loadNotificationsPage } from '@/features/inbox';
import type { RouteModule } from './route-module';

/** `/user/notifications`: the player's data waits for the session (the guard of /user), so the page starts it. */
export const page: RouteModule['page'] = loadNotificationsPage;
