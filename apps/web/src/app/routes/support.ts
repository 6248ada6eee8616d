import { loadSupportPage } from '@/features/support';
import type { RouteModule } from './route-module';

/** `/support`: its text ships with its code. */
export const page: RouteModule['page'] = loadSupportPage;
