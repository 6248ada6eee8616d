// The responsible-gaming feature's public entry: the tools page, the gates in front of deposit and play, and the
// reality check.
export { responsibleGamingQuery } from './api/responsible-gaming-calls';
export { responsibleGamingKeys } from './api/responsible-gaming-keys';
export { DepositGate } from './components/deposit-gate';
export { PlayGate } from './components/play-gate';
export { RealityCheckWatch } from './components/reality-check-watch';
export { ToolsLink } from './components/tools-link';

/** `/user/responsible-gaming`, loaded with its route. */
export const loadResponsibleGamingPage = () =>
  import('./components/responsible-gaming-page').then((m) => m.ResponsibleGamingPage);

/**
 * The text of a refused deposit (deposit-error.ts), loaded when one is refused: it reads the refusal with the
 * contract's schema, and the gates beside it in this entry are on the game page, which needs no zod (docs/architecture.md#the-answer-check).
 */
export const loadDepositErrorText = () => import('./deposit-error').then((m) => m.depositErrorText);
