// The responsible-gaming feature's public entry: the tools page, the gates in front of deposit and play, and the
// reality check.
export { responsibleGamingQuery } from './api/responsible-gaming-calls';
export { responsibleGamingKeys } from './api/responsible-gaming-keys';
export { DepositGate } from './components/deposit-gate';
export { PlayGate } from './components/play-gate';
export { RealityCheckWatch } from './components/reality-check-watch';
export { ToolsLink } from './components/tools-link';
export { depositErrorText } from './deposit-error';

/** `/user/responsible-gaming`, loaded with its route. */
export const loadResponsibleGamingPage = () =>
  import('./components/responsible-gaming-page').then((m) => m.ResponsibleGamingPage);
