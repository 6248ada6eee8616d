import { clickHydrated } from './hydration';
import { expectAfterRetries } from './retries';
import { depositFunds, JSON_REQUEST, placeRealBet, registerFreshPlayer } from './support';
import { expect, test } from './test';

test.describe('tournaments', () => {
  test('given a visitor, running tournaments show prizes, scoring and a leaderboard, upcoming ones when they start', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

    const running = page.getByRole('region', { name: 'Running now' });
    const race = running.getByRole('article', { name: 'Weekly Slot Race' });
    await expect(race).toBeVisible();
    await expect(race.getByText('$10,000.00')).toBeVisible();
    await expect(race.getByText('Your best win multiplier × 100')).toBeVisible();
    await expect(race.getByText('Ends', { exact: true })).toBeVisible();
    await expect(race.getByText(/^Your place/)).toHaveCount(0);

    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const next = upcoming.getByRole('article').first();
    await expect(next).toBeVisible();
    await expect(next.getByText('Starts', { exact: true })).toBeVisible();
    await expect(next.getByText('The leaderboard opens when the tournament starts.')).toBeVisible();
    await expect(next.getByRole('table', { name: /^Prizes/ })).toBeVisible();

    await page.getByRole('link', { name: 'Tournament rules' }).click();
    await expect(page).toHaveURL('/en/tournaments');
  });

  test("a player's real-money spin on a slot enters the Weekly Slot Race, and the page shows their place", async ({
    page,
  }) => {
    const player = await registerFreshPlayer(page);
    await depositFunds(page, 20_00);
    await page.goto('/games/phantom-riches');
    // The served game page shows Play before its handler is there; a busy machine once clicked in between.
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    const slot = page.frameLocator('iframe[title="Phantom Riches, real money"]');
    await slot.getByLabel('Stake').selectOption('500');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByRole('status')).toHaveText(/You won|No win this time/);

    await page.goto('/tournaments');
    const race = page.getByRole('region', { name: 'Running now' }).getByRole('article', { name: 'Weekly Slot Race' });
    // The board is shared with every other test's players: the place itself depends on them, the line does not.
    await expect(race.getByText(/^Your place: \d+, with [\d,]+ points\.$/)).toBeVisible();
    const board = race.getByRole('table', { name: 'Leaderboard of Weekly Slot Race' });
    await expect(board.getByRole('row').nth(1)).toContainText('1');
    const list = (await (await page.request.get('/api/tournaments')).json()).data as {
      alias: string;
      you: { nickname: string } | null;
    }[];
    expect(list.find((t) => t.alias === 'weekly-slot-race')?.you?.nickname).toBe(player.login);
  });

  test('in German on a 320 px phone, every prize table and leaderboard fits: the page never scrolls sideways', async ({
    page,
  }) => {
    // A player on the board, whichever tests ran before on this server: the leaderboard tables are what is measured.
    await registerFreshPlayer(page);
    await depositFunds(page, 20_00);
    await placeRealBet(page, 'phantom-riches', 100);
    // Back to a German visitor: a logged-in player would get their profile's language (English) instead.
    await page.request.post('/api/auth/logout', JSON_REQUEST);
    await page.addInitScript(() => window.localStorage.setItem('casino.language', 'de'));
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/tournaments');
    const boards = page.getByRole('table', { name: /^Rangliste von/ });
    await expect(boards.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const board of await boards.all()) {
      const box = await board.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
  });

  test('when the API fails, the page says so and can try again', async ({ page }) => {
    let fail = true;
    // A server fault the real API cannot be made to produce on demand.
    await page.route('**/api/tournaments', (route) =>
      fail ? route.fulfill({ status: 500, json: { status: 'error', message: 'Server down' } }) : route.continue(),
    );
    await page.goto('/tournaments');
    await expectAfterRetries(page, page.getByText('Failed to load tournaments'));
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Running now' })).toBeVisible();
  });
});
