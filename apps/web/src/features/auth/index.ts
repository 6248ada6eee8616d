// The auth feature's public entry: the session, the login/forgot-password modals and the guard of /user routes.

export { useAfterSessionCheck } from './after-session-check';
export { useResetPassword } from './api/auth-calls';
export { authKeys } from './api/auth-keys';
export { balanceOf, setBalanceFromStream } from './api/live-balance';
export { playerQuery } from './api/player-query';
export { AuthContext, type AuthContextValue, useAuth } from './auth-context';
export { AuthProvider } from './auth-provider';
export { isLoggedIn, isSessionDecided, isSessionUnknown } from './auth-state';
export { AccountUnavailable, AccountUnavailableBanner, useSessionTrouble } from './components/account-unavailable';
export { AuthModals } from './components/auth-modals';
export { LoginQueryParam } from './login-query-param';
export { ModalsProvider, useModals } from './modals';
export { shouldRetryProfile } from './profile-retry';
export { RequireAuth } from './require-auth';

/** `/reset-password`, loaded with its route. */
export const loadResetPasswordPage = () => import('./components/reset-password-page').then((m) => m.ResetPasswordPage);
