import type {
  CryptoDeposit,
  GameLaunch,
  PlaySessionSummary,
  ResponsibleGaming,
  SpinResult,
} from '@casino/api-contract';
import { LIMIT_INCREASE_COOLING_MS, SLOT_STAKES } from '@casino/api-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp, SEED_NOW, type TestBrowser } from '../testing/test-app';

let t: ReturnType<typeof createTestApp>;
let b: TestBrowser;
let keys = 0;

beforeEach(async () => {
  t = createTestApp();
  b = t.browser();
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
});
afterEach(() => expectLedgerMatchesBalances(t.db));

/** Moves the clock; the access token of the old session has expired by then, so the player logs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
}
const tools = async () => (await b.get<ResponsibleGaming>('/api/me/responsible-gaming')).body.data;
const setLimit = (kind: 'deposit' | 'loss', period: 'daily' | 'weekly' | 'monthly', amount: number | null) =>
  b.send<ResponsibleGaming>('PUT', '/api/me/responsible-gaming/limits', { body: { kind, period, amount } });
const limitOf = (state: ResponsibleGaming, kind: string, period: string) =>
  state.limits.find((l) => l.kind === kind && l.period === period);
function cryptoDeposit(amount: number) {
  keys += 1;
  return b.post<CryptoDeposit>('/api/me/deposits/crypto', {
    idempotencyKey: `rg-test-key-${String(keys).padStart(6, '0')}`,
    amount,
    coin: 'btc',
  });
}
const launch = () => b.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches', ip: '1.2.3.4' });
const spin = (url: string, stake: number) =>
  b.post<SpinResult>(`/api/games/sessions/${url.split('/').at(-1)}/spin`, { stake });

describe('deposit and loss limits', () => {
  it('given no limits, a first limit and a decrease apply at once', async () => {
    expect((await tools()).limits).toHaveLength(6);
    expect(limitOf(await tools(), 'deposit', 'daily')).toMatchObject({ amount: null, remaining: null, pending: null });
    expect(limitOf((await setLimit('deposit', 'daily', 10_000)).body.data, 'deposit', 'daily')).toMatchObject({
      amount: 10_000,
      pending: null,
    });
    expect(limitOf((await setLimit('deposit', 'daily', 5_000)).body.data, 'deposit', 'daily')).toMatchObject({
      amount: 5_000,
      pending: null,
    });
  });

  it('an increase is pending for the cooling period, then in force; a later decrease cancels it', async () => {
    await setLimit('deposit', 'weekly', 10_000);
    const raised = limitOf((await setLimit('deposit', 'weekly', 50_000)).body.data, 'deposit', 'weekly');
    const effectiveAt = new Date(SEED_NOW.getTime() + LIMIT_INCREASE_COOLING_MS).toISOString();
    expect(raised).toMatchObject({ amount: 10_000, pending: { amount: 50_000, effectiveAt } });

    await later(LIMIT_INCREASE_COOLING_MS - 1);
    expect(limitOf(await tools(), 'deposit', 'weekly')?.amount).toBe(10_000);
    await later(1);
    expect(limitOf(await tools(), 'deposit', 'weekly')).toMatchObject({ amount: 50_000, pending: null });

    await setLimit('deposit', 'weekly', 80_000);
    const cut = limitOf((await setLimit('deposit', 'weekly', 20_000)).body.data, 'deposit', 'weekly');
    expect(cut).toMatchObject({ amount: 20_000, pending: null });
  });

  it('a removal waits for the cooling period too', async () => {
    await setLimit('loss', 'monthly', 10_000);
    const removing = limitOf((await setLimit('loss', 'monthly', null)).body.data, 'loss', 'monthly');
    expect(removing).toMatchObject({ amount: 10_000, pending: { amount: null } });
    await later(LIMIT_INCREASE_COOLING_MS);
    expect(limitOf(await tools(), 'loss', 'monthly')).toMatchObject({ amount: null, pending: null });
  });

  it('refuses a deposit over the daily limit, naming the limit and what is left; the window rolls', async () => {
    await setLimit('deposit', 'daily', 10_000);
    expect((await cryptoDeposit(6_000)).status).toBe(200);
    const refused = await cryptoDeposit(5_000);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'This deposit would exceed your daily deposit limit of 100.00 USD. You can deposit up to 40.00 USD more in this period.',
    );
    expect(refused.body.data).toEqual({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      period: 'daily',
      limit: 10_000,
      remaining: 4_000,
      currency: 'USD',
    });
    expect(limitOf(await tools(), 'deposit', 'daily')).toMatchObject({ used: 6_000, remaining: 4_000 });
    await later(24 * 60 * 60 * 1000);
    expect((await cryptoDeposit(5_000)).status).toBe(200);
  });

  it('refuses a bet that would take net losses past a loss limit, and takes one that fits', async () => {
    const lostToday = limitOf(await tools(), 'loss', 'daily')?.used ?? 0;
    const limit = Math.max(lostToday, 0) + 150;
    const remaining = limit - lostToday;
    await setLimit('loss', 'daily', limit);
    const url = (await launch()).body.data.url;
    const tooBig = SLOT_STAKES.find((s) => s > remaining) ?? 10_000;
    const refused = await spin(url, tooBig);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^This bet would exceed your daily loss limit of .+ You can stake up to .+ more/,
    );
    expect(refused.body.data).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', limit, remaining });
    expect((await spin(url, 100)).status).toBe(200);
  });
});

describe('cool-off and self-exclusion', () => {
  it('a self-excluded player can log in, read history and withdraw, but not deposit, launch or bet', async () => {
    const url = (await launch()).body.data.url;
    const started = await b.post<ResponsibleGaming>('/api/me/responsible-gaming/block', {
      kind: 'self-exclusion',
      duration: '6m',
    });
    expect(started.body.data.block).toEqual({ kind: 'self-exclusion', until: '2027-05-20T12:00:00.000Z' });

    const deposit = await cryptoDeposit(5_000);
    expect(deposit.status).toBe(403);
    expect(deposit.body.message).toBe('Deposits are paused until 2027-05-20 12:00 UTC: your self-exclusion is active.');
    expect(deposit.body.data).toEqual({
      code: 'GAMING_BLOCKED',
      kind: 'self-exclusion',
      until: '2027-05-20T12:00:00.000Z',
    });

    const launched = await launch();
    expect(launched.status).toBe(403);
    expect(launched.body.data).toMatchObject({ code: 'GAMING_BLOCKED' });
    expect((await b.post('/api/games/demo/link', { alias: 'phantom-riches' })).status).toBe(403);
    // A game opened before the exclusion stops taking bets.
    expect((await spin(url, 100)).status).toBe(403);

    const again = t.browser();
    expect((await again.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
    expect((await b.get('/api/me/bets')).status).toBe(200);
    expect((await b.get('/api/me/transactions')).status).toBe(200);
    const withdrawal = await b.post('/api/me/withdrawals', {
      idempotencyKey: 'rg-withdraw-key-000001',
      method: 'crypto',
      amount: 5_000,
      coin: 'usdt',
      network: 'trc20',
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    });
    expect(withdrawal.status).toBe(200);
  });

  it('a cool-off cannot be shortened, ends on time, and play comes back', async () => {
    await b.post('/api/me/responsible-gaming/block', { kind: 'cool-off', duration: '7d' });
    const shorter = await b.post('/api/me/responsible-gaming/block', { kind: 'cool-off', duration: '24h' });
    expect(shorter.status).toBe(409);
    expect(shorter.body.message).toMatch(/cannot be shortened/);
    expect((await b.post('/api/me/responsible-gaming/block', { kind: 'cool-off', duration: '1y' })).status).toBe(400);
    await later(7 * 24 * 60 * 60 * 1000);
    expect((await tools()).block).toBeNull();
    expect((await launch()).status).toBe(200);
  });
});

describe('whether the player has deposited', () => {
  it('reads the ledger the history shows: the demo player, whose history holds deposits, has deposited', async () => {
    const history = await b.get<{ items: { type: string }[] }>('/api/me/transactions?type=deposit');
    expect(history.body.data.items.length).toBeGreaterThan(0);
    expect((await tools()).hasDeposited).toBe(true);
  });

  it('a new player has not, until a first deposit is under way', async () => {
    const player = t.browser();
    const registered = await player.post('/api/auth/register', validSignUp('first_deposit'));
    expect(registered.status).toBe(200);
    const state = async () => (await player.get<ResponsibleGaming>('/api/me/responsible-gaming')).body.data;
    expect((await state()).hasDeposited).toBe(false);
    const opened = await player.post('/api/me/deposits/crypto', {
      idempotencyKey: 'first-deposit-key-000001',
      amount: 5_000,
      coin: 'btc',
    });
    expect(opened.status).toBe(200);
    expect((await state()).hasDeposited).toBe(true);
  });
});

describe('reality check', () => {
  it('saves the chosen interval and sums the bets and wins since the session started', async () => {
    expect((await tools()).realityCheckMinutes).toBeNull();
    const saved = await b.send<ResponsibleGaming>('PUT', '/api/me/responsible-gaming/reality-check', {
      body: { minutes: 30 },
    });
    expect(saved.body.data.realityCheckMinutes).toBe(30);
    expect((await b.send('PUT', '/api/me/responsible-gaming/reality-check', { body: { minutes: 20 } })).status).toBe(
      400,
    );

    const since = new Date(t.clock.now()).toISOString();
    const url = (await launch()).body.data.url;
    const first = (await spin(url, 100)).body.data;
    const second = (await spin(url, 50)).body.data;
    const summary = (await b.get<PlaySessionSummary>(`/api/me/responsible-gaming/play-session?since=${since}`)).body
      .data;
    expect(summary).toEqual({
      since,
      staked: 150,
      won: first.win + second.win,
      net: first.win + second.win - 150,
      rounds: 2,
      currency: 'USD',
    });
    expect((await b.get('/api/me/responsible-gaming/play-session?since=yesterday')).status).toBe(400);
  });

  it('needs a logged-in player', async () => {
    expect((await t.browser().get('/api/me/responsible-gaming')).status).toBe(401);
  });
});
