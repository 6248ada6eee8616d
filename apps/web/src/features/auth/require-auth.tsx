import { FullPageLoader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginRedirectHref } from '@/lib/safe-redirect';
import { useAuth } from './auth-context';
import { AccountUnavailable, useSessionTrouble } from './components/account-unavailable';

/**
 * docs/product.md#access-rules: every path under /user needs login; a visitor goes to `/?redirect={path}&login=true`. Only a visitor: when
 * the session check gets no usable answer the session is unknown, and the page says so instead (docs/product.md#session-and-sign-in).
 */
export function RequireAuth() {
  const { status } = useAuth();
  const trouble = useSessionTrouble();
  const location = useLocation();
  const { t } = useTranslation();
  // The account cannot be read (yet): say so in place of the page, and never send the player to log in for it.
  if (trouble) return <AccountUnavailable trouble={trouble} />;
  if (status === 'idle' || status === 'loading') return <FullPageLoader label={t('common.loading')} />;
  if (status === 'unauthenticated') {
    return <Navigate to={loginRedirectHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
