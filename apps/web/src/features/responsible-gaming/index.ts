import { responsibleGamingKeys } from './api/responsible-gaming-keys';

// The responsible-gaming feature's public entry: the tools page, the gates in front of deposit and play, and the
// reality check.
export { responsibleGamingQuery } from './api/responsible-gaming-calls';
export { responsibleGamingKeys } from './api/responsible-gaming-keys';
export { DepositGate } from './components/deposit-gate';
export { PlayGate } from './components/play-gate';
export { RealityCheckWatch } from './components/reality-check-watch';
export { ToolsLink } from './components/tools-link';
export { depositErrorText } from './deposit-error';

/**
 * Every responsible-gaming query, which a deposit invalidates. The cashier still calls it by this name; once it uses
 * `responsibleGamingKeys.all` this alias goes.
 */
export const RG_KEY = responsibleGamingKeys.all;

/** `/user/responsible-gaming`, loaded with its route. */
export const loadResponsibleGamingPage = () =>
  import('./components/responsible-gaming-page').then((m) => m.ResponsibleGamingPage);
