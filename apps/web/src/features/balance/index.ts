// The balance feature's public entry: the header balance and the refresh after money moved.
export { BALANCE_AFFECTING, BalanceRefreshProvider, FOLLOWS_BALANCE, useBalanceRefresh } from './balance-refresh';
export { HeaderBalance } from './header-balance';
