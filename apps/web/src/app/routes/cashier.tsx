import { CashierRoute } from '../../features/cashier/components/cashier-route';

/** `/user/cashier/{deposit|withdraw|pending}` (issue 6). */
export function CashierPage() {
  return <CashierRoute />;
}
