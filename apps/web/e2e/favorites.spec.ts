import { clickHydrated } from './hydration';
import { loginDialog, registerFreshPlayer } from './support';
import { expect, test } from './test';

test.describe('favourites', () => {
  test('a favourite added on the game page appears on /favorites and can be removed again', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto('/favorites');
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the lobby' })).toBeVisible();

    await page.goto('/games/phantom-riches');
    const heart = page.getByRole('main').getByRole('button', { name: 'Add Phantom Riches to favourites' }).first();
    await heart.click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Remove Phantom Riches from favourites' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites');
    const list = page.getByRole('list', { name: 'Favorites' });
    await expect(list.getByRole('link', { name: 'Phantom Riches' })).toBeVisible();
    await list.getByRole('button', { name: 'Remove Phantom Riches from favourites' }).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });

  test('a visitor pressing a heart gets the login modal', async ({ page }) => {
    await page.goto('/games/phantom-riches');
    await page.getByRole('main').getByRole('button', { name: 'Add Phantom Riches to favourites' }).first().click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('a favourite that fails to save rolls back and says so in a toast', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.route('**/api/me/games/favorites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { status: 'error', data: null, message: 'Favourites are full' } })
        : route.continue(),
    );
    await page.goto('/games/phantom-riches');
    await clickHydrated(
      page.getByRole('main').getByRole('button', { name: 'Add Phantom Riches to favourites' }).first(),
    );
    await expect(page.getByText('Could not add Phantom Riches to your favourites')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Add Phantom Riches to favourites' }).first(),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
