import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router';
import { isLoggedIn, useAuth } from '@/features/auth';
import { createBalanceRefreshScheduler, isRefreshWorking, shouldRefreshOnRouteChange } from './balance-refresh-logic';

/** Marks a mutation whose success changes the balance: `useMutation({ meta: BALANCE_AFFECTING, ... })`. */
export const BALANCE_AFFECTING = { affectsBalance: true } as const;

/**
 * Marks a query whose answer moves with the balance, such as an active bonus's wagering (docs/product.md#bonuses):
 * `queryOptions({ meta: FOLLOWS_BALANCE, ... })`. The live account stream reloads these when the balance moves,
 * without the app shell importing the features that own them.
 */
export const FOLLOWS_BALANCE = { followsBalance: true } as const;

type BalanceRefreshValue = {
  /** Something changed the balance (a spin, a game message, a payment): refresh under the rules of docs/product.md#balance-refresh. */
  requestRefresh: () => void;
  /** The header's refresh button: at once when allowed, otherwise folded into one more. */
  pressRefresh: () => void;
  /** A refresh runs, or one the player asked for is waiting its turn. */
  working: boolean;
  /** Counts refreshes the player asked for that have answered: each is announced. */
  pressedAnswers: number;
};

const BalanceRefreshContext = createContext<BalanceRefreshValue | null>(null);

const browserTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Keeps the header balance current (docs/product.md#balance-refresh) through one scheduler, so the refresh button, every
 * balance-affecting mutation, game spins and arrival at the cashier, a game, history or promotions together never
 * call `/me` more often than the rules allow.
 */
export function BalanceRefreshProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const authRef = useRef(auth);
  authRef.current = auth;
  const [pressedAnswers, setPressedAnswers] = useState(0);

  const scheduler = useMemo(
    () =>
      createBalanceRefreshScheduler(
        async () => {
          if (isLoggedIn(authRef.current)) await authRef.current.refreshUser();
        },
        browserTimers,
        () => setPressedAnswers((count) => count + 1),
      ),
    [],
  );
  useEffect(() => () => scheduler.dispose(), [scheduler]);
  const working = useSyncExternalStore(
    scheduler.subscribe,
    () => isRefreshWorking(scheduler.getState()),
    () => false,
  );

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.meta?.affectsBalance) scheduler.request();
      }),
    [queryClient, scheduler],
  );

  // The login answer carries the balance: no refresh follows right after it (docs/product.md#balance-refresh).
  const { loginAt } = auth;
  useEffect(() => {
    if (loginAt !== null) scheduler.loggedIn(loginAt);
  }, [loginAt, scheduler]);

  const loggedIn = isLoggedIn(auth);
  useEffect(() => {
    const { loginAt } = authRef.current;
    if (shouldRefreshOnRouteChange({ pathname, isLoggedIn: loggedIn, loginAt, now: Date.now() })) scheduler.request();
  }, [pathname, loggedIn, scheduler]);

  const value = useMemo(
    () => ({ requestRefresh: scheduler.request, pressRefresh: scheduler.press, working, pressedAnswers }),
    [scheduler, working, pressedAnswers],
  );
  return <BalanceRefreshContext.Provider value={value}>{children}</BalanceRefreshContext.Provider>;
}

export function useBalanceRefresh(): BalanceRefreshValue {
  const value = useContext(BalanceRefreshContext);
  if (!value) throw new Error('useBalanceRefresh must be used inside BalanceRefreshProvider');
  return value;
}
