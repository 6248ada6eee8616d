import type { Page } from '@playwright/test';
import { recordApiCalls, registerFreshPlayer } from './account-support';
import { axeViolations } from './axe';
import { expectAfterRetries } from './retries';
import { depositFunds, JSON_REQUEST } from './support';
import { expect, test } from './test';

const active = (page: Page) => page.getByRole('region', { name: 'Your active promotions' });
const all = (page: Page) => page.getByRole('region', { name: 'All promotions' });

test.describe('promotions (/user/promotions)', () => {
  test('a new player activates a promotion, sees it active, cancels it after confirming, and both lists reload each time', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await page.goto('/user/promotions');
    await expect(active(page).getByText('You have no active promotions.')).toBeVisible();
    await expect(all(page).getByRole('heading', { name: 'Welcome Bonus 100% up to $500' })).toBeVisible();
    const calls = recordApiCalls(page);

    await all(page).getByRole('button', { name: 'Activate 10% Weekly Cashback' }).dblclick();
    await expect(active(page).getByRole('heading', { name: '10% Weekly Cashback' })).toBeVisible();
    await expect(page.getByText('Promotion activated')).toBeVisible();
    await expect(all(page).getByRole('button', { name: 'Activate 10% Weekly Cashback' })).toHaveCount(0);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/me/promotions/weekly-cashback/activate']);
    expect(calls).toEqual(expect.arrayContaining(['GET /api/promotions', 'GET /api/promotions/active']));

    calls.length = 0;
    await active(page).getByRole('button', { name: 'Cancel 10% Weekly Cashback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this promotion?' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel promotion' }).click();
    await expect(dialog).toBeHidden();
    await expect(active(page).getByText('You have no active promotions.')).toBeVisible();
    await expect(page.getByText('Promotion cancelled')).toBeVisible();
    await expect(all(page).getByRole('button', { name: 'Activate 10% Weekly Cashback' })).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
      expect.stringMatching(/^POST \/api\/me\/promotions\/histories\/\d+\/cancel$/),
    ]);
    expect(calls).toEqual(expect.arrayContaining(['GET /api/promotions', 'GET /api/promotions/active']));
  });

  test('activating a promotion that is already active in another tab says why it failed', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto('/user/promotions');
    await expect(all(page).getByRole('button', { name: 'Activate High Roller 25% up to $2,000' })).toBeVisible();
    // Another tab activates it just before this one's request reaches the server (before, the account stream would
    // bring the change to this page and take the button away).
    await page.route('**/api/me/promotions/high-roller/activate', async (route) => {
      expect((await page.request.post('/api/me/promotions/high-roller/activate', JSON_REQUEST)).ok()).toBe(true);
      await route.continue();
    });

    await all(page).getByRole('button', { name: 'Activate High Roller 25% up to $2,000' }).click();
    await expect(page.getByText('Failed to activate promotion')).toBeVisible();
    await expect(page.getByText('Promotion is already active')).toBeVisible();
    // The reload after the failure brings the page up to date.
    await expect(active(page).getByRole('heading', { name: 'High Roller 25% up to $2,000' })).toBeVisible();
  });

  test('a player who has deposited is told the Welcome Bonus pays on a first deposit only, and can take another', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await depositFunds(page, 5_000);
    await page.goto('/user/promotions');
    await all(page).getByRole('button', { name: 'Activate Welcome Bonus 100% up to $500' }).click();
    await expect(page.getByText('Failed to activate promotion')).toBeVisible();
    await expect(page.getByText('This promotion pays on your first deposit only')).toBeVisible();
    await expect(active(page).getByText('You have no active promotions.')).toBeVisible();
    await all(page).getByRole('button', { name: 'Activate Weekend Reload 50%' }).click();
    await expect(active(page).getByRole('heading', { name: 'Weekend Reload 50%' })).toBeVisible();
  });

  test('when the promotions cannot be fetched, each list says so and Try again recovers', async ({ page }) => {
    await registerFreshPlayer(page);
    // A server failure the reference API cannot be made to produce on demand.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/promotions',
      (route) =>
        failing
          ? route.fulfill({ status: 500, json: { status: 'error', data: null, message: 'Something went wrong' } })
          : route.continue(),
    );
    await page.goto('/user/promotions');
    await expectAfterRetries(page, all(page).getByText('Failed to fetch promotions'));
    await expect(active(page).getByText('You have no active promotions.')).toBeVisible();

    failing = false;
    await all(page).getByRole('button', { name: 'Try again' }).click();
    await expect(all(page).getByRole('heading', { name: 'Free Spins Friday' })).toBeVisible();
  });
});
