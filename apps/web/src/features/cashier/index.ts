// The cashier feature's public entry: the cashier page (loaded with its route) and the amount rules a limit shares.
export { checkAmount } from './amount-rules';
export { amountMessage } from './components/amount-message';

/** `/user/cashier/{tab}`, loaded with its route. */
export const loadCashierPage = () => import('./components/cashier-route').then((m) => m.CashierRoute);
