// The history feature's public entry: the bets and transactions pages, each loaded with its route.
export { betsQuery } from './api/get-bets';
export { transactionsQuery } from './api/get-transactions';

/** `/user/bets`, loaded with its route. */
export const loadBetsPage = () => import('./components/bets-page').then((m) => m.BetsPage);
/** `/user/transactions`, loaded with its route. */
export const loadTransactionsPage = () => import('./components/transactions-page').then((m) => m.TransactionsPage);
