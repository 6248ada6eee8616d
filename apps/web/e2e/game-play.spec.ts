import type { Page } from '@playwright/test';
import { clickHydrated } from './hydration';
import { depositFunds, JSON_REQUEST, loginDialog, registerFreshPlayer, submitLogin } from './support';
import { expect, test } from './test';

const GAME = '/games/phantom-riches';
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/\$[\d,]+\.\d{2}/);

test.describe('game page play (the demo slot)', () => {
  test('as a funded player, Play runs the slot for real: the header balance moves and a bet is recorded', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await depositFunds(page, 20_00);
    const betsBefore = (await (await page.request.get('/api/me/bets')).json()).data.pagination.totalItems as number;

    await page.goto(GAME);
    await expect(page.getByRole('heading', { level: 1, name: 'Phantom Riches' })).toBeVisible();
    const before = (await headerBalance(page).textContent()) ?? '';
    await clickHydrated(page.getByRole('button', { name: 'Play' }));

    const slot = page.frameLocator('iframe[title="Phantom Riches, real money"]');
    await expect(slot.getByText('Real money')).toBeVisible();
    await slot.getByLabel('Stake').selectOption('500');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByRole('status')).toHaveText(/You won|No win this time/);

    await expect(headerBalance(page)).not.toHaveText(before);
    const bets = (await (await page.request.get('/api/me/bets')).json()).data;
    expect(bets.pagination.totalItems).toBe(betsBefore + 1);
    expect(bets.items[0]).toMatchObject({ gameAlias: 'phantom-riches', stake: 500 });
    const me = (await (await page.request.get('/api/me')).json()).data;
    await expect(headerBalance(page)).toHaveText(
      `$${(me.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('spins and refresh presses share the refresh rules: five spins 0.9 s apart give one /api/me, five presses two', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await depositFunds(page, 20_00);
    await page.goto(GAME);
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    const slot = page.frameLocator('iframe[title="Phantom Riches, real money"]');
    const spin = slot.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    // From here the page's time moves only when the test moves it; the refresh of the arrival is let through first.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(6_000);
    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') meCalls.push(request.method());
    });

    for (let round = 0; round < 5; round += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/spin'));
      await spin.click();
      await answered;
      await expect(spin).toBeEnabled();
      if (round < 4) await page.clock.runFor(900);
    }
    await page.clock.runFor(1_500);
    expect(meCalls).toEqual([]);
    await page.clock.runFor(2_000);
    await expect.poll(() => meCalls.length).toBe(1);
    const me = (await (await page.request.get('/api/me')).json()).data;
    await expect(headerBalance(page)).toHaveText(
      `$${(me.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    // The refresh button: the first press goes at once, the next four within a second fold into one more.
    await page.clock.runFor(10_000);
    const refresh = page.getByRole('banner').getByRole('button', { name: 'Refresh balance' });
    for (let press = 0; press < 5; press += 1) {
      await refresh.click();
      await page.clock.runFor(200);
    }
    await expect.poll(() => meCalls.length).toBe(2);
    await expect(page.getByRole('status').filter({ hasText: 'Balance updated' })).toHaveText(/Balance updated: \$/);
    await page.clock.runFor(5_000);
    await expect.poll(() => meCalls.length).toBe(3);
    await page.clock.runFor(20_000);
    await expect(refresh).toBeFocused();
    expect(meCalls).toHaveLength(3);
  });

  test('a spin over the balance is refused with a clear message', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto(GAME);
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    const slot = page.frameLocator('iframe[title="Phantom Riches, real money"]');
    await expect(slot.getByText('0.00 USD').first()).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByRole('status')).toContainText('is lower than the stake (1.00 USD)');
    const bets = (await (await page.request.get('/api/me/bets')).json()).data;
    expect(bets.items).toEqual([]);
  });

  test('a visitor plays the demo with play money, and the game shows on /recent', async ({ page }) => {
    await page.goto(GAME);
    await page.getByRole('button', { name: 'Demo' }).click();
    const slot = page.frameLocator('iframe[title="Phantom Riches, demo"]');
    await expect(slot.getByText('Demo: play money')).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByRole('status')).toHaveText(/You won|No win this time/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    await page.goto('/recent');
    await expect(
      page.getByRole('list', { name: 'Recent' }).getByRole('link', { name: 'Phantom Riches' }),
    ).toBeVisible();
  });

  test("recently played follows the player: a visitor's demo game joins the account's list at login", async ({
    page,
  }) => {
    await page.goto(GAME);
    await page.getByRole('button', { name: 'Demo' }).click();
    await expect(page.frameLocator('iframe[title="Phantom Riches, demo"]').getByText('Demo: play money')).toBeVisible();

    const player = await registerFreshPlayer(page);
    await page.request.post('/api/auth/logout', JSON_REQUEST);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const handover = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/me/games/recent'));
    await submitLogin(page, player.email, player.password);
    expect((await handover).postDataJSON()).toEqual({ aliases: ['phantom-riches'] });

    await page.goto('/recent');
    await expect(
      page.getByRole('list', { name: 'Recent' }).getByRole('link', { name: 'Phantom Riches' }),
    ).toBeVisible();
    const serverList = (await (await page.request.get('/api/me/games/recent')).json()).data as { alias: string }[];
    expect(serverList.map((game) => game.alias)).toEqual(['phantom-riches']);
    // The browser forgets them: the next visitor of a shared browser starts with an empty list.
    expect(await page.evaluate(() => localStorage.getItem('casino.recentGames'))).toBeNull();
  });

  test('a visitor pressing Play gets the login modal and stays on the game page', async ({ page }) => {
    const player = await registerFreshPlayer(page);
    await page.request.post('/api/auth/logout', JSON_REQUEST);
    await page.goto(GAME);
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    await submitLogin(page, player.email, player.password);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${GAME}$`));
    await expect(headerBalance(page)).toBeVisible();
  });

  test('a launch that fails says Failed to load game data', async ({ page }) => {
    await page.route('**/api/games/demo/link', (route) =>
      route.fulfill({ status: 400, json: { status: 'error', data: null, message: 'Game is under maintenance' } }),
    );
    await page.goto(GAME);
    await page.getByRole('button', { name: 'Demo' }).click();
    await expect(page.getByText('Failed to load game data')).toBeVisible();
    await expect(page.getByText('Game is under maintenance')).toBeVisible();
  });
});
