import { loadCashierPage } from '../../features/cashier';
import type { RouteModule } from './route-module';

/** `/user/cashier/{deposit|withdraw|pending}` (issue 6): the cashier's data waits for the session, so it starts there. */
export const page: RouteModule['page'] = loadCashierPage;
