// The games feature's public entry: a game's page (its launcher), loaded with its route.

/** `/games/{alias}`, loaded with its route. */
export const loadGamePage = () => import('./components/game-page').then((m) => m.GamePage);
