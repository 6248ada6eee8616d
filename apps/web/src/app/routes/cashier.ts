import { loadCashierPage } from '@/features/cashier';
import type { RouteModule } from './route-module';

/** `/user/cashier/{deposit|withdraw|pending}` (docs/product.md#cashier): the cashier's data waits for the session, so it starts there. */
export const page: RouteModule['page'] = loadCashierPage;
