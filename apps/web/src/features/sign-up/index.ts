import { lazy } from 'react';

// The sign-up feature's public entry: the sign-up modal and the account confirmation page.

/** The sign-up modal loads on first open: its wizard, validation and look-ups stay out of the first pages' code. */
export const SignUpModal = lazy(() => import('./components/sign-up-modal').then((m) => ({ default: m.SignUpModal })));

/** `/account/confirm`, loaded with its route. */
export const loadConfirmAccountPage = () =>
  import('./components/confirm-account-page').then((m) => m.ConfirmAccountPage);
