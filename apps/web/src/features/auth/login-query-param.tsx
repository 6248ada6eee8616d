import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_QUERY_PARAM } from '@/config/paths';
import { useAuth } from './auth-context';
import { isSessionUnknown } from './auth-state';
import { useModals } from './modals';

/**
 * docs/product.md#access-rules: `login=true` opens the login modal only for a visitor, once the session check is over; the parameter is
 * then removed (the `redirect` parameter stays for after login).
 */
export function LoginQueryParam() {
  const { status } = useAuth();
  const { open } = useModals();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsLogin = searchParams.get(LOGIN_QUERY_PARAM) === 'true';

  useEffect(() => {
    // While the session is unknown the parameter waits: it opens the login box once a check finds a visitor.
    if (!wantsLogin || isSessionUnknown(status)) return;
    if (status === 'unauthenticated') open('login');
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LOGIN_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsLogin, status, open, setSearchParams]);

  return null;
}
