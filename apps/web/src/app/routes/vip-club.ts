import { loadVipClubPage } from '@/features/vip';
import type { RouteModule } from './route-module';

/** `/vip-club`: its text ships with its code. */
export const page: RouteModule['page'] = loadVipClubPage;
