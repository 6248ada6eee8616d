// The tournaments feature's public entry: the tournaments page, loaded with its route.
export { tournamentsQuery } from './api/get-tournaments';

/** `/tournaments`, loaded with its route. */
export const loadTournamentsPage = () => import('./components/tournaments-page').then((m) => m.TournamentsPage);
