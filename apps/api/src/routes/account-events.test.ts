import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { openStream, stateOf, ACCOUNT_EVENTS_URL as URL } from '../testing/account-stream';
import { CountingDatabase } from '../testing/counting-database';
import { createTestApp, openTestDatabase } from '../testing/test-app';
import { fundedPlayer } from '../testing/two-processes';

/** Long enough for a poller (once a second) to have asked twice. */
const IDLE_MS = 2_500;

describe(`GET ${URL}: the live account`, () => {
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

  it('while nothing changes, makes no database statement: it waits for the change feed', async () => {
    const db = new CountingDatabase(openTestDatabase());
    const world = createTestApp({ db });
    const demo = world.browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const stream = await openStream(world, demo);
    await stream.next();
    const afterFirstState = db.statements;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    expect(db.statements - afterFirstState).toBe(0);

    // A change of another player's account wakes nobody here either.
    const other = await fundedPlayer(world);
    const settled = db.statements;
    await other.browser.post('/api/me/deposits/crypto', {
      idempotencyKey: 'idle-stream-1',
      amount: 20_00,
      coin: 'btc',
    });
    const countedAfterDeposit = db.statements;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    expect(countedAfterDeposit).toBeGreaterThan(settled);
    expect(db.statements).toBe(countedAfterDeposit);
    await stream.close();
  });
});
