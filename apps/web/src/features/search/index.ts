// The search feature's public entry: the header's search and the lobby's search box (each a light field that loads
// the real search on intent).
export { HeaderSearch } from './components/header-search';
export { GameSearchField } from './components/search-box-facade';
export { useOpenGameSearch } from './use-open-game-search';
