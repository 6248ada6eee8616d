import type { GameLaunch, SiteSettings, Withdrawal } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp } from '../testing/test-app';

/** Behind a trusted proxy the test can say where the request comes from: loopback reports `geoLocalCountry`. */
const LOCAL = { 'X-Forwarded-For': '127.0.0.1' };
const PUBLIC = { 'X-Forwarded-For': '203.0.113.9' };
/** A BT address, which the IP-to-country data places in Great Britain. */
const FROM_GB = { 'X-Forwarded-For': '81.128.0.1, 10.0.0.2' };

const appWith = (config: Partial<Config>) => createTestApp({ config: { trustProxy: true, ...config } });

describe('GET /api/site', () => {
  it.each([
    [
      'INTL',
      { withdrawalCancel: true, visitorDemo: true, realityCheckRequired: false },
      { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: 200_000 },
    ],
    [
      'GB',
      { withdrawalCancel: false, visitorDemo: false, realityCheckRequired: true },
      { beforeDeposit: true, beforeRealPlay: true, withdrawalThreshold: 0 },
    ],
  ] as const)('reports the %s rules', async (jurisdiction, rules, verification) => {
    const res = await appWith({ jurisdiction }).browser().get<SiteSettings>('/api/site', LOCAL);
    expect(res.body.data).toEqual({ jurisdiction, rules, country: 'US', countryBlocked: false, verification });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['a blocked country', LOCAL, ['US'], 'US', true],
    ['a served country', LOCAL, ['FR'], 'US', false],
    ['an address the look-up cannot place', PUBLIC, ['US'], null, false],
    ['a public address in a blocked country', FROM_GB, ['GB'], 'GB', true],
    ['a public address in a served country', FROM_GB, ['US'], 'GB', false],
  ] as const)('given %s, reports whether it is blocked', async (_, headers, blockedCountries, country, blocked) => {
    const res = await appWith({ blockedCountries }).browser().get<SiteSettings>('/api/site', headers);
    expect(res.body.data).toMatchObject({ country, countryBlocked: blocked });
  });
});

describe('a blocked country', () => {
  it('cannot sign up or launch games, and is told why with 451', async () => {
    const { browser } = appWith({ blockedCountries: ['US'] });
    const visitor = browser();
    const register = await visitor.post('/api/auth/register', {}, LOCAL);
    expect(register.status).toBe(451);
    expect(register.body.message).toBe('Sorry, our games are not available in your country.');
    expect((await visitor.post('/api/games/demo/link', { alias: 'phantom-riches' }, LOCAL)).status).toBe(451);
    const player = browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password, LOCAL);
    expect((await player.post('/api/games/real/link', { alias: 'phantom-riches' }, LOCAL)).status).toBe(451);
  });
});

describe('the GB jurisdiction', () => {
  it('refuses visitors a demo game but lets a logged-in player try one', async () => {
    const { browser } = appWith({ jurisdiction: 'GB' });
    const visitor = await browser().post('/api/games/demo/link', { alias: 'phantom-riches' });
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toMatch(/verify your age/);
    const player = browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const link = await player.post<GameLaunch>('/api/games/demo/link', { alias: 'phantom-riches' });
    expect(link.body.data.url).toBe('/play/demo/phantom-riches');
  });

  it('refuses to cancel a pending withdrawal and keeps it pending', async () => {
    const { browser } = appWith({ jurisdiction: 'GB' });
    const player = browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const pending = (await player.get<{ items: Withdrawal[] }>('/api/me/withdrawals')).body.data.items.find(
      (w) => w.status === 'pending',
    );
    expect(pending).toBeDefined();
    const cancel = await player.post('/api/me/withdrawals/cancel', { transactionId: pending?.transactionId });
    expect(cancel.status).toBe(403);
    expect(cancel.body.message).toBe('A requested withdrawal cannot be cancelled in your jurisdiction.');
    const after = (await player.get<{ items: Withdrawal[] }>('/api/me/withdrawals')).body.data.items;
    expect(after.find((w) => w.transactionId === pending?.transactionId)?.status).toBe('pending');
  });

  it('refuses to switch the reality check off, but takes an interval', async () => {
    const { browser } = appWith({ jurisdiction: 'GB' });
    const player = browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    const path = '/api/me/responsible-gaming/reality-check';
    const off = await player.send('PUT', path, { body: { minutes: null } });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('The reality check cannot be switched off in your jurisdiction.');
    expect((await player.send('PUT', path, { body: { minutes: 30 } })).status).toBe(200);
  });
});
