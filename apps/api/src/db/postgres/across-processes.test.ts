import { describe, expect, it, vi } from 'vitest';
import { openStream, stateOf } from '../../testing/account-stream';
import { testDialect } from '../../testing/test-database';
import { fundedPlayer, spinUrlFor, twoProcessWorld } from '../../testing/two-processes';
import { lockPlayer, run, transaction } from '../sql';
import type { PostgresDb } from './postgres-db';

const HOLD_MS = 2_000;
/** Bob's answer is awaited this long at most before Ann's lock is let go (the test then fails on it). */
const MAX_HOLD_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Several API processes on one PostgreSQL database (two apps over two pools stand for two processes). SQLite is one
 * process's database: its writers take turns and its change feed is the process's own, so these run on PostgreSQL.
 */
describe.runIf(testDialect === 'postgres')('API processes sharing one PostgreSQL database', () => {
  const twoProcesses = twoProcessWorld();

  it('while one player’s row is locked for 2 s, another player’s spin on the other process answers; theirs waits', async () => {
    const [a, b] = await twoProcesses();
    const ann = await fundedPlayer(a);
    const bob = await fundedPlayer(a);
    const annSpin = await spinUrlFor(a, ann.browser);
    const bobSpin = await spinUrlFor(a, bob.browser);

    // Ann's row stays locked for 2 s at least, and until Bob's spin has its answer (a busy machine may take longer
    // than 2 s to answer it): so Bob's answer came while her lock was held, or never (a wait on her lock would end
    // in lock_timeout's 503).
    let released = false;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    let bobAnswered!: () => void;
    const bobDone = new Promise<void>((resolve) => {
      bobAnswered = resolve;
    });
    const holding = transaction(a.db, async (tx) => {
      await lockPlayer(tx, ann.id);
      locked();
      await Promise.all([sleep(HOLD_MS), Promise.race([bobDone, sleep(MAX_HOLD_MS)])]);
      released = true;
    });
    await lockTaken;

    const bobAnswer = await b.browser().post(bobSpin, { stake: 100 });
    const heldWhileBobSpun = !released;
    bobAnswered();
    expect(bobAnswer.status).toBe(200);
    expect(heldWhileBobSpun, 'Bob’s spin answered while Ann’s row was locked').toBe(true);

    const annAnswer = await b.browser().post(annSpin, { stake: 100 });
    expect(annAnswer.status).toBe(200);
    expect(released, 'Ann’s spin went past her own lock').toBe(true);
    await holding;
  });

  it('a deposit made through one process reaches the live stream open on the other, and a logout there ends it', async () => {
    const [a, b] = await twoProcesses();
    const player = await fundedPlayer(a);
    const stream = await openStream(a, player.browser);
    const first = stateOf(await stream.next());

    const elsewhere = b.browser();
    elsewhere.jar.adopt(player.browser.jar);
    const deposit = await elsewhere.post<{ depositId: string }>('/api/me/deposits/crypto', {
      idempotencyKey: 'across-processes-1',
      amount: 20_00,
      coin: 'btc',
    });
    expect(deposit.status).toBe(200);
    const moved = stateOf(await stream.next());
    expect(moved.pendingDepositIds).toEqual([deposit.body.data.depositId]);
    expect(moved.balance).toBe(first.balance);

    expect((await elsewhere.post('/api/auth/logout')).status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'end' });
  });

  it('after the listening connection is lost, the stream reads the account again once it is back', async () => {
    const [a, b] = await twoProcesses();
    const player = await fundedPlayer(a);
    const stream = await openStream(a, player.browser);
    await stream.next();
    const feed = (a.db as PostgresDb).changes;
    await vi.waitFor(() => expect(feed.listening).toBe(true));

    await run(
      a.db,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'casino-api-listen' AND datname = current_database()`,
    );
    await vi.waitFor(() => expect(feed.listening).toBe(false));
    // Said while nobody listens: the notification is lost, the state is not.
    const elsewhere = b.browser();
    elsewhere.jar.adopt(player.browser.jar);
    await elsewhere.post('/api/me/deposits/crypto', {
      idempotencyKey: 'across-processes-2',
      amount: 20_00,
      coin: 'btc',
    });

    expect(stateOf(await stream.next()).pendingDepositIds).toHaveLength(1);
    expect(feed.listening).toBe(true);
    await stream.close();
  });
});
