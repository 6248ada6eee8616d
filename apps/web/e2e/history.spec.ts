import type { Page } from '@playwright/test';
import { logInAsDemo, recordApiCalls, registerFreshPlayer } from './account-support';
import { expectAfterRetries } from './retries';
import { expect, test } from './test';

/** docs/product.md#formats: month, day, year, 24-hour time with seconds, e.g. `Nov 22, 2026, 14:05:09`. */
const DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('transactions history (/me/transactions)', () => {
  test.beforeEach(async ({ page }) => logInAsDemo(page));

  test('20 a page, filtered by type and period with the filters in the URL, "all" never sent', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/user/transactions');
    await expect(rows(page)).toHaveCount(20);
    expect(calls).toContain('GET /api/me/transactions?page=1&per_page=20');
    await expect(rows(page).first().getByRole('cell').first()).toHaveText(DATE_TIME);

    await page.getByLabel('Type').selectOption({ label: 'Deposit' });
    await expect(page).toHaveURL(/\/user\/transactions\?type=deposit$/);
    await expect(rows(page).first()).toContainText('Deposit');
    const typeColumn = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent));
    expect(new Set(typeColumn)).toEqual(new Set(['Deposit']));

    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
    await expect(page).toHaveURL(/\?type=deposit&period=month$/);
    await page.getByLabel('Type').selectOption({ label: 'All types' });
    await expect(page).toHaveURL(/\?period=month$/);
    await expect(rows(page)).toHaveCount(20);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/me/transactions?page=1&per_page=20&type=deposit',
        'GET /api/me/transactions?page=1&per_page=20&type=deposit&period=month',
        'GET /api/me/transactions?page=1&per_page=20&period=month',
      ]),
    );
  });

  test('pages are links: Next goes to ?page=2, Back returns, and a shared link opens on its page', async ({ page }) => {
    await page.goto('/user/transactions');
    const firstOfPage1 = await rows(page).first().textContent();
    const pages = page.getByRole('navigation', { name: 'Transactions pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).not.toHaveText(firstOfPage1 ?? '');
    // The view goes back up to the top of the list and focus onto the table (docs/product.md#dialogs-and-widgets).
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeFocused();
    await expect(page.getByText(/^Page 2 of \d+ · \d+ items$/)).toBeInViewport();

    await page.goBack();
    await expect(rows(page).first()).toHaveText(firstOfPage1 ?? '');

    await page.goto('/user/transactions?type=bet&page=2');
    await expect(page.getByLabel('Type')).toHaveValue('bet');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('bad values in the URL are ignored', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/user/transactions?type=jackpot&period=forever&page=-4');
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByLabel('Type')).toHaveValue('all');
    await expect(page.getByLabel('Period')).toHaveValue('all');
    expect(calls.filter((c) => c.includes('/me/transactions'))).toEqual([
      'GET /api/me/transactions?page=1&per_page=20',
    ]);
  });

  test('when the transactions cannot be fetched, "Failed to fetch transactions" shows and no rows', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === '/api/me/transactions',
      (route) => route.fulfill({ status: 503, json: { status: 'error', data: null, message: 'Service unavailable' } }),
    );
    await page.goto('/user/transactions');
    await expectAfterRetries(page, page.getByText('Failed to fetch transactions'));
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('bets history (/me/bets)', () => {
  test('the demo player pages through their bets; each names its game with a link', async ({ page }) => {
    await logInAsDemo(page);
    const calls = recordApiCalls(page);
    await page.goto('/user/bets');
    await expect(rows(page)).toHaveCount(20);
    const firstGame = rows(page).first().getByRole('link');
    await expect(firstGame).toHaveAttribute('href', /^\/games\/[a-z0-9-]+$/);
    await expect(rows(page).first().getByRole('cell').first()).toHaveText(DATE_TIME);

    await page.getByRole('navigation', { name: 'Bets pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/user\/bets\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+ · \d+ items$/)).toBeVisible();
    expect(calls).toEqual(expect.arrayContaining(['GET /api/me/bets?page=1', 'GET /api/me/bets?page=2']));
  });

  test('when a page of bets fails, its message replaces the list', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/user/bets');
    await expect(rows(page)).toHaveCount(20);
    // A dropped connection: a fault the reference API cannot produce.
    const secondPage = (url: URL) => url.pathname === '/api/me/bets' && url.searchParams.get('page') === '2';
    await page.route(secondPage, (route) => route.abort('connectionreset'));
    await page.getByRole('navigation', { name: 'Bets pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expectAfterRetries(
      page,
      page.getByText('The server could not be reached. Check your connection and try again.'),
    );
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.unroute(secondPage);
    await page.route(secondPage, (route) =>
      route.fulfill({ status: 500, json: { status: 'error', data: null, message: 'Internal error' } }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectAfterRetries(page, page.getByText('Failed to fetch bets'));
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a new player sees empty histories that say so', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto('/user/bets');
    await expect(page.getByText('No bets yet.')).toBeVisible();
    await page.goto('/user/transactions');
    await expect(page.getByText('No transactions found.')).toBeVisible();
  });
});
