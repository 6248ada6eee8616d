import type { LoginAnswer, User } from '@casino/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiClient } from '@/lib/api';
import { errorMessage, isApiError } from '@/lib/api/api-error';
import { isProtectedPath, loginRedirectHref, logoutRedirectHref } from '@/lib/safe-redirect';
import { fetchSessionUser, postLogin, postLogout } from './api/auth-calls';
import { balancesTold, withNewerBalance } from './api/live-balance';
import { playerQuery } from './api/player-query';
import { AuthContext, type AuthContextValue, type LoginResult } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';
import { checkSession } from './session-check';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const queryClient = useQueryClient();
  // The player lives in the query cache only: the session writes it there and reads it back from there, at once
  // (a query observer would still show the copy a cleared cache just dropped until its next render).
  const user = useSyncExternalStore(
    useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]),
    () => queryClient.getQueryData(playerQuery().queryKey) ?? null,
    // The prerendered frame (and the render that hydrates it) knows no session yet.
    () => null,
  );
  const setPlayer = useCallback(
    (player: User | null) => {
      if (player) {
        const { queryKey, gcTime } = playerQuery();
        // Written without an observer, so it would otherwise be collected after the default gcTime.
        queryClient.setQueryDefaults(queryKey, { gcTime });
        queryClient.setQueryData(queryKey, player);
      } else queryClient.removeQueries({ queryKey: playerQuery().queryKey, exact: true });
    },
    [queryClient],
  );
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const hadUserRef = useRef(false);
  hadUserRef.current = user !== null;
  // Bumped whenever the session changes hands; pages remount under it so no screen keeps data of another session.
  const [sessionEpoch, setSessionEpoch] = useState(0);
  const clearSessionData = useCallback(() => {
    queryClient.clear();
    setSessionEpoch((epoch) => epoch + 1);
  }, [queryClient]);

  // docs/product.md#session-and-sign-in: a failed token refresh clears the session; on a non-public page the player goes to log in.
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
      .then((player) => {
        if (controller.signal.aborted) return;
        setPlayer(player);
        dispatch({ type: 'sessionChecked', signedIn: player !== null });
      })
      .catch((error: unknown) => !controller.signal.aborted && dispatch({ type: 'sessionCheckFailed', error }));
    return () => controller.abort();
  }, [sessionCheckRun, setPlayer]);
  const retrySession = useCallback(() => setSessionCheckRun((run) => run + 1), []);

  const login = useCallback(
    async (identifier: string, password: string): Promise<LoginResult> => {
      dispatch({ type: 'loginStarted' });
      let answer: LoginAnswer;
      try {
        answer = await postLogin({ email: identifier, password });
      } catch (error) {
        const message =
          isApiError(error) && error.status === 401
            ? t('auth.login.invalidCredentials')
            : errorMessage(error, t('auth.login.invalidCredentials'));
        dispatch({ type: 'loginFailed', error: message });
        return { ok: false, error: message };
      }
      // Told apart by its field, not the contract's guard: that would bring zod into the app's first chunk.
      if ('twoStepRequired' in answer) {
        dispatch({ type: 'secondStepRequired' });
        return { ok: 'second-step', challenge: answer.challenge };
      }
      try {
        const player = await fetchSessionUser();
        if (!player) throw new Error('no session after login');
        clearSessionData();
        setPlayer(player);
        dispatch({ type: 'loginSucceeded', at: Date.now() });
        return { ok: true };
      } catch {
        const message = t('auth.login.profileFailed');
        dispatch({ type: 'loginFailed', error: message });
        return { ok: false, error: message };
      }
    },
    [clearSessionData, setPlayer, t],
  );

  const logout = useCallback(async () => {
    const { pathname, search } = locationRef.current;
    try {
      await postLogout();
    } catch {
      // docs/product.md#session-and-sign-in: logout always clears the user locally, even when the server cannot be told.
    }
    clearSessionData();
    dispatch({ type: 'signedOut' });
    navigate(logoutRedirectHref(pathname === '/' ? '/' : pathname + search), { replace: true });
  }, [navigate, clearSessionData]);

  const refreshUser = useCallback(async () => {
    dispatch({ type: 'refreshStarted' });
    try {
      const toldAtStart = balancesTold(queryClient);
      const player = await fetchSessionUser();
      setPlayer(player && withNewerBalance(queryClient, player, toldAtStart));
      dispatch(player ? { type: 'userRefreshed' } : { type: 'signedOut' });
    } catch {
      dispatch({ type: 'refreshFailed' });
    }
  }, [queryClient, setPlayer]);

  // docs/product.md#sign-up: a sign-up (or a login's second step) sets the user, then a refresh re-reads it (with its profile) from the
  // new session.
  const startSessionOf = useCallback(
    async (player: User) => {
      clearSessionData();
      setPlayer(player);
      dispatch({ type: 'loginSucceeded', at: Date.now() });
      await refreshUser();
    },
    [clearSessionData, setPlayer, refreshUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      user,
      sessionEpoch,
      sessionCheckRun,
      login,
      logout,
      refreshUser,
      startSessionOf,
      retrySession,
    }),
    [state, user, sessionEpoch, sessionCheckRun, login, logout, refreshUser, startSessionOf, retrySession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
