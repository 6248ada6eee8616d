// The verification feature's public entry: the `/user/verification` page, loaded on demand.

export const loadVerificationPage = () => import('./components/verification-page').then((m) => m.VerificationPage);

/** The profile's verification status, in the same chunk as its page's texts are not: a small one of its own. */
export const loadVerificationStatusSection = () =>
  import('./components/verification-status-section').then((m) => m.VerificationStatusSection);

/** The account menu's verification entry with the account's status, loaded when the menu first opens. */
export const loadVerificationMenuEntry = () =>
  import('./components/verification-menu-entry').then((m) => m.VerificationMenuEntry);
