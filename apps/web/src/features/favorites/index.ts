// The favorites feature's public entry: the player's favourite games and the heart that toggles one.
export { favoritesQuery, useFavorites } from './api/favorites';
export { FavoriteButton } from './components/favorite-button';
export { FavoritesScope } from './components/favorites-scope';
