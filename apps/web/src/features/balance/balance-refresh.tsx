import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { isLoggedIn } from '../auth/auth-state';
import { createBalanceRefreshScheduler, shouldRefreshOnRouteChange } from './balance-refresh-logic';

/** Marks a mutation whose success changes the balance: `useMutation({ meta: BALANCE_AFFECTING, ... })`. */
export const BALANCE_AFFECTING = { affectsBalance: true } as const;

type BalanceRefreshValue = {
  /** Debounced refresh after something changed the balance (spec §4, §9). */
  requestRefresh: () => void;
  /** The header's refresh button. */
  refreshNow: () => void;
};

const BalanceRefreshContext = createContext<BalanceRefreshValue | null>(null);

const browserTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Keeps the header balance current (issue 6): after every successful balance-affecting mutation, and on arrival at
 * the cashier, a game, history or promotions, through one scheduler so bursts give one `/me` call.
 */
export function BalanceRefreshProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const authRef = useRef(auth);
  authRef.current = auth;

  const scheduler = useMemo(
    () =>
      createBalanceRefreshScheduler(() => {
        if (isLoggedIn(authRef.current)) void authRef.current.refreshUser();
      }, browserTimers),
    [],
  );
  useEffect(() => () => scheduler.dispose(), [scheduler]);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.meta?.affectsBalance) scheduler.request();
      }),
    [queryClient, scheduler],
  );

  const loggedIn = isLoggedIn(auth);
  useEffect(() => {
    const { loginAt } = authRef.current;
    if (shouldRefreshOnRouteChange({ pathname, isLoggedIn: loggedIn, loginAt, now: Date.now() })) scheduler.request();
  }, [pathname, loggedIn, scheduler]);

  const value = useMemo(() => ({ requestRefresh: scheduler.request, refreshNow: scheduler.refreshNow }), [scheduler]);
  return <BalanceRefreshContext.Provider value={value}>{children}</BalanceRefreshContext.Provider>;
}

export function useBalanceRefresh(): BalanceRefreshValue {
  const value = useContext(BalanceRefreshContext);
  if (!value) throw new Error('useBalanceRefresh must be used inside BalanceRefreshProvider');
  return value;
}
