import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiClient } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { isProtectedPath, loginRedirectHref, logoutRedirectHref } from '../../lib/safe-redirect';
import { fetchSessionUser, postLogin, postLogout } from './api/auth-calls';
import { AuthContext, type AuthContextValue, type LoginResult } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;

  // Spec §4: a failed token refresh clears the session; on a non-public page the player goes to log in.
  useEffect(() => {
    apiClient.setAuthLostHandler(() => {
      dispatch({ type: 'signedOut' });
      queryClient.clear();
      const { pathname, search, hash } = locationRef.current;
      if (isProtectedPath(pathname)) navigate(loginRedirectHref(pathname + search + hash), { replace: true });
    });
    return () => apiClient.setAuthLostHandler(undefined);
  }, [navigate, queryClient]);

  useEffect(() => {
    let cancelled = false;
    dispatch({ type: 'sessionCheckStarted' });
    fetchSessionUser()
      .then((user) => !cancelled && dispatch({ type: 'sessionChecked', user }))
      .catch(() => !cancelled && dispatch({ type: 'sessionChecked', user: null }));
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(
    async (identifier: string, password: string): Promise<LoginResult> => {
      dispatch({ type: 'loginStarted' });
      try {
        await postLogin({ email: identifier, password });
      } catch (error) {
        const message =
          isApiError(error) && error.status === 401
            ? t('auth.login.invalidCredentials')
            : errorMessage(error, t('auth.login.invalidCredentials'));
        dispatch({ type: 'loginFailed', error: message });
        return { ok: false, error: message };
      }
      try {
        const user = await fetchSessionUser();
        if (!user) throw new Error('no session after login');
        queryClient.removeQueries();
        dispatch({ type: 'loginSucceeded', user, at: Date.now() });
        return { ok: true };
      } catch {
        const message = t('auth.login.profileFailed');
        dispatch({ type: 'loginFailed', error: message });
        return { ok: false, error: message };
      }
    },
    [queryClient, t],
  );

  const logout = useCallback(async () => {
    const { pathname, search } = locationRef.current;
    try {
      await postLogout();
    } catch {
      // Spec §4: logout always clears the user locally, even when the server cannot be told.
    }
    queryClient.clear();
    dispatch({ type: 'signedOut' });
    navigate(logoutRedirectHref(pathname === '/' ? '/' : pathname + search), { replace: true });
  }, [navigate, queryClient]);

  const refreshUser = useCallback(async () => {
    dispatch({ type: 'refreshStarted' });
    try {
      const user = await fetchSessionUser();
      dispatch(user ? { type: 'userRefreshed', user } : { type: 'signedOut' });
    } catch {
      dispatch({ type: 'refreshFailed' });
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, refreshUser }),
    [state, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
