import { ACCOUNT_EVENT, ACCOUNT_EVENTS_PATH, type AccountState } from '@casino/api-contract';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../app-env';
import { isSessionFamilyLive, readAccountState } from '../db/queries/account-state';
import { accountVersion } from '../services/account-events/account-version';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A stream is renewed this often, so it always runs on a fresh cookie (the browser reconnects by itself). */
export const STREAM_MAX_MS = 30 * 60_000;
/** What the browser waits before reconnecting after the connection drops. */
export const RECONNECT_MS = 3_000;
/**
 * How long a new stream waits for its process to listen for changes before reading the account anyway (the listening
 * connection is opened with the first stream, and again after it was lost); what it misses is read once it is up.
 */
const LISTENING_WAIT_MS = 2_000;

/**
 * `GET /api/me/events`: the logged-in player's balance, bonus money, pending withdrawals and confirming deposits,
 * sent when they change. The stream waits on the database's change feed (`Database.changes`: PostgreSQL's
 * LISTEN/NOTIFY, which every API process hears, or the process's own commits on SQLite) instead of reading the
 * account every second: an idle stream costs no statement, only a heartbeat comment. It reads the account when a
 * transaction that changed it commits, and ends when its login does (logout, password change or reset).
 */
export function accountEventsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get(ACCOUNT_EVENTS_PATH, (c) => {
    const { user, familyId } = c.get('session');
    let lastVersion = c.req.header('Last-Event-ID') ?? '';
    c.header('Cache-Control', 'no-store');
    // Tells nginx-style proxies not to buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      // What the next wake-up has to do: read the account, look at the login again.
      let accountChanged = true;
      let checkSession = true;
      let sessionEnded = false;
      let wake: (() => void) | undefined;
      const wakeUp = () => {
        wake?.();
        wake = undefined;
      };
      const unsubscribe = [
        db.changes.subscribe('account', user.id, () => {
          accountChanged = true;
          wakeUp();
        }),
        db.changes.subscribe('session', familyId, () => {
          sessionEnded = true;
          wakeUp();
        }),
        // The listening connection was lost and is back: what changed meanwhile was not heard.
        db.changes.onMissedChanges(() => {
          accountChanged = true;
          checkSession = true;
          wakeUp();
        }),
      ];
      stream.onAbort(() => {
        closed = true;
        wakeUp();
      });
      const send = async (state: AccountState) => {
        const version = accountVersion(state);
        if (version === lastVersion) return false;
        lastVersion = version;
        await stream.writeSSE({
          event: ACCOUNT_EVENT.state,
          id: version,
          data: JSON.stringify(state),
          retry: RECONNECT_MS,
        });
        return true;
      };
      try {
        await Promise.race([db.changes.ready(), new Promise((resolve) => setTimeout(resolve, LISTENING_WAIT_MS))]);
        const openedAt = Date.now();
        let lastWrite = openedAt;
        while (!closed) {
          // Checked once the subscriptions stand, so a logout just before them is not missed.
          if (checkSession) {
            checkSession = false;
            if (!(await isSessionFamilyLive(db, familyId))) sessionEnded = true;
          }
          if (sessionEnded) {
            await stream.writeSSE({ event: ACCOUNT_EVENT.end, data: 'session ended' });
            break;
          }
          if (accountChanged) {
            accountChanged = false;
            const state = await readAccountState(db, user.id, clock());
            if (!state) break;
            if (await send(state)) lastWrite = Date.now();
          }
          const now = Date.now();
          if (now - openedAt >= STREAM_MAX_MS) break;
          if (now - lastWrite >= HEARTBEAT_MS) {
            await stream.write(': keep-alive\n\n');
            lastWrite = now;
          }
          if (accountChanged || checkSession || sessionEnded || closed) continue;
          const until = Math.min(lastWrite + HEARTBEAT_MS, openedAt + STREAM_MAX_MS) - Date.now();
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.max(0, until));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        for (const stop of unsubscribe) stop();
      }
    });
  });
  return app;
}
