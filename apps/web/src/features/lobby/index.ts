// The lobby feature's public entry: a game, the home page's sections and the grid that lists games.

export { gameQuery, useGame } from './api/get-game';
export { gameGroupQuery } from './api/get-game-group';
export { GameList } from './components/game-list';
export { GameListPageContent } from './components/game-list-page-content';
export { HomeSectionView } from './components/home-section';
export { HOME_SECTIONS } from './home-sections';
