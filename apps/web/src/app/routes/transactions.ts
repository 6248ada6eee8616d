import { loadTransactionsPage } from '@/features/history';
import type { RouteModule } from './route-module';

/** `/user/transactions`: the player's data waits for the session (the guard of /user), so the page starts it. */
export const page: RouteModule['page'] = loadTransactionsPage;
