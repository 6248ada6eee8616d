import { loadVerificationPage } from '@/features/verification';
import type { RouteModule } from './route-module';

/** `/user/verification`: the page, its texts and its calls load on demand; none of it is on any first page. */
export const page: RouteModule['page'] = loadVerificationPage;
