// The promotions feature's public entry: the promotions page, loaded with its route.
export { allPromotionsQuery } from './api/get-promotions';

/** `/user/promotions`, loaded with its route. */
export const loadPromotionsPage = () => import('./components/promotions-page').then((m) => m.PromotionsPage);
