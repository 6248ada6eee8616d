import type { User } from '@casino/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiClient } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { isProtectedPath, loginRedirectHref, logoutRedirectHref } from '../../lib/safe-redirect';
import { fetchSessionUser, postLogin, postLogout } from './api/auth-calls';
import { AuthContext, type AuthContextValue, type LoginResult } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';
import { checkSession } from './session-check';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const hadUserRef = useRef(false);
  hadUserRef.current = state.user !== null;
  // Bumped whenever the session changes hands; pages remount under it so no screen keeps data of another session.
  const [sessionEpoch, setSessionEpoch] = useState(0);
  const clearSessionData = useCallback(() => {
    queryClient.clear();
    setSessionEpoch((epoch) => epoch + 1);
  }, [queryClient]);

  // Spec §4: a failed token refresh clears the session; on a non-public page the player goes to log in.
  useEffect(() => {
    apiClient.setAuthLostHandler(() => {
      dispatch({ type: 'signedOut' });
      // A visitor whose session check found no session has nothing private cached: keep the public data loading.
      if (hadUserRef.current) clearSessionData();
      const { pathname, search, hash } = locationRef.current;
      if (isProtectedPath(pathname)) navigate(loginRedirectHref(pathname + search + hash), { replace: true });
    });
    return () => apiClient.setAuthLostHandler(undefined);
  }, [navigate, clearSessionData]);

  // Bumped by retrySession: each value is one session check from the start, and the key of its slow-notice timer.
  const [sessionCheckRun, setSessionCheckRun] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'sessionCheckStarted' });
    // The run number is read so a retry starts a fresh check; the check itself needs nothing from it.
    void sessionCheckRun;
    checkSession(controller.signal, { fetchUser: fetchSessionUser })
      .then((user) => !controller.signal.aborted && dispatch({ type: 'sessionChecked', user }))
      .catch((error: unknown) => !controller.signal.aborted && dispatch({ type: 'sessionCheckFailed', error }));
    return () => controller.abort();
  }, [sessionCheckRun]);
  const retrySession = useCallback(() => setSessionCheckRun((run) => run + 1), []);

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
        clearSessionData();
        dispatch({ type: 'loginSucceeded', user, at: Date.now() });
        return { ok: true };
      } catch {
        const message = t('auth.login.profileFailed');
        dispatch({ type: 'loginFailed', error: message });
        return { ok: false, error: message };
      }
    },
    [clearSessionData, t],
  );

  const logout = useCallback(async () => {
    const { pathname, search } = locationRef.current;
    try {
      await postLogout();
    } catch {
      // Spec §4: logout always clears the user locally, even when the server cannot be told.
    }
    clearSessionData();
    dispatch({ type: 'signedOut' });
    navigate(logoutRedirectHref(pathname === '/' ? '/' : pathname + search), { replace: true });
  }, [navigate, clearSessionData]);

  const refreshUser = useCallback(async () => {
    dispatch({ type: 'refreshStarted' });
    try {
      const user = await fetchSessionUser();
      dispatch(user ? { type: 'userRefreshed', user } : { type: 'signedOut' });
    } catch {
      dispatch({ type: 'refreshFailed' });
    }
  }, []);

  // Spec §4: a sign-up sets the user, then a refresh re-reads it (with its profile) from the new session.
  const completeSignUp = useCallback(
    async (user: User) => {
      clearSessionData();
      dispatch({ type: 'loginSucceeded', user, at: Date.now() });
      await refreshUser();
    },
    [clearSessionData, refreshUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, sessionEpoch, sessionCheckRun, login, logout, refreshUser, completeSignUp, retrySession }),
    [state, sessionEpoch, sessionCheckRun, login, logout, refreshUser, completeSignUp, retrySession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
