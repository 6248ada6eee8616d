// The recent feature's public entry: the recently played games (a player's from the API, a visitor's on this device).
export { recentKeys } from './api/recent-keys';
export { RecentGamesHandover } from './recent-games-handover';
export { rememberVisitorGame } from './visitor-recent';

/** `/recent`, loaded with its route. */
export const loadRecentPage = () => import('./components/recent-page').then((m) => m.RecentPage);
