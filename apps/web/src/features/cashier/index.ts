// The cashier feature's public entry: the cashier page (loaded with its route) and its query keys, which the live
// account stream refreshes.
export { cashierKeys } from './api/cashier-keys';

/** `/user/cashier/{tab}`, loaded with its route. */
export const loadCashierPage = () => import('./components/cashier-route').then((m) => m.CashierRoute);
