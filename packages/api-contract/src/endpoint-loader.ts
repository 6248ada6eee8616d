import type { EndpointName, Endpoints } from './endpoints';

/** The area of ./endpoint-groups that defines a call. */
export type EndpointGroup =
  | 'session'
  | 'account'
  | 'catalogue'
  | 'play'
  | 'history'
  | 'cashier'
  | 'promotions'
  | 'responsibleGaming'
  | 'security'
  | 'verification'
  | 'inbox';

/**
 * Where each call is defined, known without loading any schema. endpoint-loader.test.ts checks each entry against the
 * group that defines the call.
 */
export const ENDPOINT_GROUP = {
  login: 'account',
  loginSecondStep: 'account',
  logout: 'session',
  refreshToken: 'session',
  register: 'account',
  forgotPassword: 'account',
  resetPassword: 'account',
  validateCredential: 'account',
  me: 'session',
  updateProfile: 'account',
  sendEmailVerification: 'account',
  confirmAccount: 'account',
  changePassword: 'account',
  currencies: 'catalogue',
  languages: 'catalogue',
  games: 'catalogue',
  gameCategories: 'catalogue',
  gameProviders: 'catalogue',
  gameGroup: 'catalogue',
  game: 'catalogue',
  site: 'catalogue',
  favorites: 'play',
  addFavorite: 'play',
  removeFavorite: 'play',
  realGameLink: 'play',
  demoGameLink: 'play',
  recentGames: 'play',
  handOverRecentGames: 'play',
  realGameSpin: 'play',
  demoGameSpin: 'play',
  bets: 'history',
  transactions: 'history',
  paymentMethods: 'cashier',
  withdrawals: 'cashier',
  cancelWithdrawal: 'cashier',
  createWithdrawal: 'cashier',
  withdrawalLimits: 'cashier',
  savedCards: 'cashier',
  cardSession: 'cashier',
  cardDeposit: 'cashier',
  cryptoDeposit: 'cashier',
  cryptoDepositStatus: 'cashier',
  promotions: 'promotions',
  activePromotions: 'promotions',
  activatePromotion: 'promotions',
  cancelPromotion: 'promotions',
  tournaments: 'promotions',
  responsibleGaming: 'responsibleGaming',
  setGamingLimit: 'responsibleGaming',
  startGamingBlock: 'responsibleGaming',
  setRealityCheck: 'responsibleGaming',
  playSession: 'responsibleGaming',
  twoStepStatus: 'security',
  startTwoStepSetup: 'security',
  enableTwoStep: 'security',
  disableTwoStep: 'security',
  signedInDevices: 'security',
  signOutDevice: 'security',
  signOutOtherDevices: 'security',
  verification: 'verification',
  uploadVerificationDocument: 'verification',
  verificationDocumentFile: 'verification',
  notifications: 'inbox',
  unreadNotifications: 'inbox',
  markNotificationRead: 'inbox',
  markAllNotificationsRead: 'inbox',
} as const satisfies Record<EndpointName, EndpointGroup>;

type GroupTable = Partial<Endpoints>;

// One dynamic import per area, written out so a bundler makes each area a chunk of its own.
const GROUP_LOADERS: Record<EndpointGroup, () => Promise<GroupTable>> = {
  session: () => import('./endpoint-groups/session').then((m) => m.sessionEndpoints),
  account: () => import('./endpoint-groups/account').then((m) => m.accountEndpoints),
  catalogue: () => import('./endpoint-groups/catalogue').then((m) => m.catalogueEndpoints),
  play: () => import('./endpoint-groups/play').then((m) => m.playEndpoints),
  history: () => import('./endpoint-groups/history').then((m) => m.historyEndpoints),
  cashier: () => import('./endpoint-groups/cashier').then((m) => m.cashierEndpoints),
  promotions: () => import('./endpoint-groups/promotions').then((m) => m.promotionEndpoints),
  responsibleGaming: () => import('./endpoint-groups/responsible-gaming').then((m) => m.responsibleGamingEndpoints),
  security: () => import('./endpoint-groups/security').then((m) => m.securityEndpoints),
  verification: () => import('./endpoint-groups/verification').then((m) => m.verificationEndpoints),
  inbox: () => import('./endpoint-groups/inbox').then((m) => m.inboxEndpoints),
};

/**
 * One call's definition, loading only its area's schemas (docs/architecture.md#the-answer-check): a visitor's lobby builds the catalogue's schemas,
 * not those of the cashier or of responsible gaming, which cost time on a phone's main thread. Rejects when the
 * area's code cannot be downloaded.
 */
export async function loadEndpoint<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  const table = await GROUP_LOADERS[ENDPOINT_GROUP[name]]();
  const definition = table[name];
  if (!definition) throw new Error(`The ${ENDPOINT_GROUP[name]} endpoints do not define ${name}`);
  return definition as Endpoints[N];
}
