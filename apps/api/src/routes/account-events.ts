import { ACCOUNT_EVENT, ACCOUNT_EVENTS_PATH, type AccountState } from '@casino/api-contract';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../app-env';
import { isSessionFamilyLive, readAccountState } from '../db/queries/account-state';
import { requireUser } from '../http/require-user';
import { accountVersion } from '../services/account-events/account-version';
import { settleDueCryptoDeposits } from '../services/cashier/crypto-confirmation';

/** How often the stream looks at the account: the header moves within this of any change, from any process. */
export const ACCOUNT_POLL_MS = 1_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A stream is renewed this often, so it always runs on a fresh cookie (the browser reconnects by itself). */
export const STREAM_MAX_MS = 30 * 60_000;
/** What the browser waits before reconnecting after the connection drops. */
export const RECONNECT_MS = 3_000;

/**
 * `GET /api/me/events` (issue 16 item 1): the logged-in player's balance, pending withdrawals and confirming
 * deposits, sent when they change. The stream reads the database rather than listening to this process's writes, so
 * it sees every change whichever API process made it.
 */
export function accountEventsRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  app.get(ACCOUNT_EVENTS_PATH, requireUser(deps), (c) => {
    const { user, familyId } = c.get('session');
    let lastVersion = c.req.header('Last-Event-ID') ?? '';
    c.header('Cache-Control', 'no-store');
    // Tells nginx-style proxies not to buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      stream.onAbort(() => {
        closed = true;
      });
      const send = async (state: AccountState) => {
        const version = accountVersion(state);
        if (version === lastVersion) return;
        lastVersion = version;
        await stream.writeSSE({
          event: ACCOUNT_EVENT.state,
          id: version,
          data: JSON.stringify(state),
          retry: RECONNECT_MS,
        });
      };
      const openedAt = Date.now();
      let lastWrite = openedAt;
      while (!closed && Date.now() - openedAt < STREAM_MAX_MS) {
        if (!isSessionFamilyLive(db, familyId)) {
          await stream.writeSSE({ event: ACCOUNT_EVENT.end, data: 'session ended' });
          break;
        }
        settleDueCryptoDeposits(db, user.id, clock(), config.cryptoConfirmSeconds);
        const state = readAccountState(db, user.id);
        if (!state) break;
        const before = lastVersion;
        await send(state);
        if (lastVersion !== before) lastWrite = Date.now();
        else if (Date.now() - lastWrite >= HEARTBEAT_MS) {
          await stream.write(': keep-alive\n\n');
          lastWrite = Date.now();
        }
        await wait(ACCOUNT_POLL_MS);
      }
    });
  });
  return app;
}
