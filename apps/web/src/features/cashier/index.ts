// The cashier feature's public entry: the cashier page, loaded with its route.

/** `/user/cashier/{tab}`, loaded with its route. */
export const loadCashierPage = () => import('./components/cashier-route').then((m) => m.CashierRoute);
