// The VIP feature's public entry: the VIP club page, loaded with its route.

/** `/vip-club`, loaded with its route. */
export const loadVipClubPage = () => import('./components/vip-club-page').then((m) => m.VipClubPage);
