// The promotions feature's public entry: the promotions page, loaded with its route.
export { activePromotionsQuery, allPromotionsQuery, useActivePromotions } from './api/get-promotions';
export { promotionKeys } from './api/promotion-keys';
export { ActiveBonus } from './components/active-bonus-entry';

/** `/user/promotions`, loaded with its route. */
export const loadPromotionsPage = () => import('./components/promotions-page').then((m) => m.PromotionsPage);
