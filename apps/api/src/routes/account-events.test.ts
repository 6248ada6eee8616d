import { ACCOUNT_EVENTS_PATH, type AccountState } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp, socketFrom, type TestBrowser } from '../testing/test-app';

const URL = `/api${ACCOUNT_EVENTS_PATH}`;
type ServerEvent = { event?: string; id?: string; data?: string; retry?: string };

/** Opens the stream as `browser` and reads it event by event (comment lines are skipped, as EventSource does). */
async function openStream(world: ReturnType<typeof createTestApp>, browser: TestBrowser, lastEventId?: string) {
  const headers: Record<string, string> = { Cookie: browser.jar.header(URL) };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const res = await world.app.request(URL, { headers }, socketFrom());
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<ServerEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        return Object.fromEntries(
          fields.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { res, next, close: () => reader?.cancel() };
}

const stateOf = (event: ServerEvent | null) => JSON.parse(event?.data ?? 'null') as AccountState;

describe(`GET ${URL} (issue 16 item 1: live account)`, () => {
  it('refuses a visitor with 401', async () => {
    const world = createTestApp();
    expect((await world.browser().get(URL)).status).toBe(401);
  });

  it('sends the account at once, then each change: a crypto deposit opening and confirming by itself', async () => {
    const world = createTestApp();
    const demo = world.browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const stream = await openStream(world, demo);
    expect(stream.res.headers.get('Content-Type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first).toMatchObject({ event: 'account', retry: '3000' });
    const start = stateOf(first);
    expect(start).toMatchObject({ balance: 1_000_00, currency: 'USD', pendingDepositIds: [] });

    const opened = await demo.post<{ depositId: string }>('/api/me/deposits/crypto', {
      idempotencyKey: 'live-stream-test-1',
      amount: 50_00,
      coin: 'btc',
    });
    expect(opened.status).toBe(200);
    const confirming = stateOf(await stream.next());
    expect(confirming.pendingDepositIds).toEqual([opened.body.data.depositId]);
    expect(confirming.balance).toBe(start.balance);

    // The simulated network confirms it after CRYPTO_CONFIRM_SECONDS: the API's sweep settles it, the stream hears it.
    world.clock.advance(world.config.cryptoConfirmSeconds * 1000);
    expect(await world.sweeps.cryptoDeposits()).toBe(1);
    const confirmed = stateOf(await stream.next());
    expect(confirmed).toMatchObject({ balance: start.balance + 50_00, pendingDepositIds: [] });
    await stream.close();
  });

  it('on a reconnect with Last-Event-ID, sends nothing until the account moves; at logout it ends the stream', async () => {
    const world = createTestApp();
    const demo = world.browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const first = await openStream(world, demo);
    const seen = await first.next();
    await first.close();

    const again = await openStream(world, demo, seen?.id);
    await demo.post('/api/me/deposits/crypto', { idempotencyKey: 'live-stream-test-2', amount: 20_00, coin: 'btc' });
    const moved = await again.next();
    expect(moved?.id).not.toBe(seen?.id);
    expect(stateOf(moved).pendingDepositIds).toHaveLength(1);

    await demo.post('/api/auth/logout');
    expect(await again.next()).toMatchObject({ event: 'end' });
    expect(await again.next()).toBeNull();
  });
});
