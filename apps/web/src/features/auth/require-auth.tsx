import { FullPageLoader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginRedirectHref } from '../../lib/safe-redirect';
import { useAuth } from './auth-context';

/** Spec §2: every path under /user needs login; a visitor goes to `/?redirect={path}&login=true`. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (status === 'idle' || status === 'loading') return <FullPageLoader label={t('common.loading')} />;
  if (status === 'unauthenticated') {
    return <Navigate to={loginRedirectHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
