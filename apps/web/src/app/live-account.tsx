import type { AccountState } from '@casino/api-contract';
import { ACCOUNT_EVENT, ACCOUNT_EVENTS_PATH } from '@casino/api-contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { balanceOf, isLoggedIn, setBalanceFromStream, useAuth } from '@/features/auth';
import { cashierKeys } from '@/features/cashier';
import { setUnreadCount } from '@/features/inbox';
import { accountChanges, parseAccountState, streamRetryDelayMs } from '@/lib/account-stream';
import { apiBaseUrl } from '@/lib/api';
import { verificationKeys } from '@/lib/verification-keys';

/**
 * The live account (docs/product.md#balance-refresh): one Server-Sent Events stream per logged-in tab moves the header balance, the pending
 * withdrawals, a confirming crypto deposit and the inbox's unread count the moment the server sees them change. The browser
 * reconnects a dropped stream by itself (sending `Last-Event-ID`); a stream it gave up on (a 401 after the access
 * token expired, the server gone) is opened again after a growing pause. While it is down, the refresh rules of docs/product.md#balance-refresh
 * keep the balance as before. The stream closes at logout and when the server ends it; then the tab learns at once that
 * its login is over. It renders nothing.
 */
export default function LiveAccount() {
  const auth = useAuth();
  const loggedIn = isLoggedIn(auth);
  const queryClient = useQueryClient();
  // Read when the stream ends, without reopening the stream whenever the auth value changes.
  const refreshUser = useRef(auth.refreshUser);
  refreshUser.current = auth.refreshUser;

  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let previous: AccountState | null = null;
    let ended = false;

    const apply = (state: AccountState) => {
      const changes = accountChanges(previous, state);
      previous = state;
      if (changes.balance || changes.bonus) {
        setBalanceFromStream(queryClient, balanceOf(state));
        void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawalLimits() });
        // What moves with the balance, an active bonus's wagering, reloads where it is shown.
        void queryClient.invalidateQueries({ predicate: (query) => query.meta?.followsBalance === true });
      }
      if (changes.withdrawals) void queryClient.invalidateQueries({ queryKey: [...cashierKeys.all, 'withdrawals'] });
      if (changes.verification) void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      for (const id of changes.settledDeposits) {
        void queryClient.invalidateQueries({ queryKey: cashierKeys.cryptoDeposit(id) });
      }
      if (changes.unreadNotifications !== undefined) setUnreadCount(queryClient, changes.unreadNotifications);
    };

    const open = () => {
      source = new EventSource(`${apiBaseUrl}${ACCOUNT_EVENTS_PATH}`, { withCredentials: true });
      source.addEventListener(ACCOUNT_EVENT.state, (event) => {
        failures = 0;
        const state = parseAccountState((event as MessageEvent<string>).data);
        if (state) apply(state);
      });
      source.addEventListener(ACCOUNT_EVENT.end, () => {
        ended = true;
        source?.close();
        // The server ended this login (signed out from another device, a password changed elsewhere): asking who is
        // signed in meets the 401, and the session ends here at once, not at the player's next click.
        void refreshUser.current();
      });
      source.addEventListener('error', () => {
        // CONNECTING: the browser retries by itself. CLOSED: it gave up; try again later, unless the server ended it.
        if (ended || source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        retry = setTimeout(open, streamRetryDelayMs(failures));
      });
    };
    open();
    return () => {
      ended = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [loggedIn, queryClient]);

  return null;
}
