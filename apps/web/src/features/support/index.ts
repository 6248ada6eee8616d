// The support feature's public entry: the support page, loaded with its route.

/** `/support`, loaded with its route. */
export const loadSupportPage = () => import('./components/support-page').then((m) => m.SupportPage);
