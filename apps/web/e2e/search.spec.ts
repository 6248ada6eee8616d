import { SEARCH_DEBOUNCE_MS } from '../src/config/constants';
import { expectAfterRetries } from './retries';
import { expect, test } from './test';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Search games' });

test.describe('search dialog', () => {
  test('Ctrl+K opens it, a partial name finds the game, the URL carries the search and a reload keeps it', async ({
    page,
  }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    // The prerendered page shows before the app has taken it over; a shortcut pressed earlier reaches nobody.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const opener = page.getByRole('link', { name: 'Slots' }).first();
    await opener.focus();
    await page.keyboard.press('Control+k');
    const search = dialog(page);
    await expect(search).toBeVisible();
    const box = search.getByRole('searchbox', { name: 'Search games...' });
    await expect(box).toBeFocused();

    await box.fill('phantom ri');
    await expect(search.getByRole('link', { name: 'Phantom Riches', exact: true })).toBeVisible();
    await expect(search.getByRole('status').filter({ hasText: /\d+ games?$/ })).toBeVisible();
    await expect(page).toHaveURL(/[?&]search=phantom\+ri(&|$)/);

    await page.reload();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('searchbox')).toHaveValue('phantom ri');
    await expect(dialog(page).getByRole('link', { name: 'Phantom Riches', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/search=/);
  });

  test('Escape returns focus to where it was; category and provider go into the URL; back restores them', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open game search (Ctrl+K)' });
    await opener.click();
    const search = dialog(page);
    await search.getByRole('searchbox').fill('dragon');
    await expect(search.getByRole('status').filter({ hasText: /games?$/ })).toBeVisible();
    await search.getByRole('button', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/searchCategory=slots/);
    const provider = search.getByLabel('Provider');
    const firstProvider = (await provider.locator('option').nth(1).textContent()) ?? '';
    await provider.selectOption(firstProvider);
    await expect(page).toHaveURL(
      new RegExp(`searchProvider=${encodeURIComponent(firstProvider).replace(/%20/g, '\\+')}`),
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/searchProvider=/);
    await expect(page).toHaveURL(/searchCategory=slots/);
    await expect(search.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a term under 2 characters sends nothing; more pages load with Load More', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games?') && searches.push(decodeURIComponent(r.url())));
    await page.goto('/?search=');
    const search = dialog(page);
    const box = search.getByRole('searchbox');
    await box.fill(' a ');
    await expect(search.getByText('Type at least 2 characters to search.')).toBeVisible();
    // Twice the debounce on the page's clock: a search for "a" would have been sent by now.
    await page.clock.runFor(2 * SEARCH_DEBOUNCE_MS);

    await box.fill('er');
    const results = search.getByRole('list', { name: 'Games' }).getByRole('listitem');
    await expect(results).toHaveCount(24);
    expect(searches.filter((url) => !url.includes('%er%'))).toEqual([]);
    await search.getByRole('button', { name: 'Load More' }).click();
    await expect(results).toHaveCount(48);
    expect(searches.at(-1)).toContain('page=2');
  });

  test('a failed search empties the results and says so', async ({ page }) => {
    await page.goto('/?search=phantom');
    const search = dialog(page);
    // The first search waits for the dialog's own chunk and the category and provider lists.
    await expect(search.getByRole('link', { name: 'Phantom Riches', exact: true })).toBeVisible({ timeout: 20_000 });
    await page.route(/\/api\/games\?/, (route) =>
      route.fulfill({ status: 500, json: { status: 'error', data: null, message: 'Something went wrong' } }),
    );
    await search.getByRole('searchbox').fill('phantom r');
    await expectAfterRetries(page, search.getByText('The search failed, so there are no results to show.'));
    await expect(search.getByRole('link', { name: 'Phantom Riches', exact: true })).toHaveCount(0);
  });

  test('bad values in the URL are ignored, never a crash', async ({ page }) => {
    await page.goto('/?search=phantom%20riches&searchCategory=%3Cscript%3E&searchProvider=Nobody&page=abc');
    const search = dialog(page);
    await expect(search.getByRole('link', { name: 'Phantom Riches', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(search.getByRole('button', { name: 'All Games' })).toHaveAttribute('aria-pressed', 'true');
    await expect(search.getByLabel('Provider')).toHaveValue('');
  });
});
