// The search feature's public entry: the header's search and the lobby's search box.
export { GameSearchBox } from './components/game-search-box';
export { HeaderSearch } from './components/header-search';
export { GameSearchField } from './components/search-box-facade';
