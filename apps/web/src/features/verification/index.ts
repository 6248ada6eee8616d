// The verification feature's public entry: the `/user/verification` page, loaded on demand.

export const loadVerificationPage = () => import('./components/verification-page').then((m) => m.VerificationPage);
export { verificationKeys } from './api/verification-keys';
