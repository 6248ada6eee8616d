import { waitUntilHydrated } from './hydration';
import { expectAfterRetries } from './retries';
import { expect, test } from './test';

test('given a visitor, the lobby shows the four seeded sections as carousels of 16 items ending in See All', async ({
  page,
}) => {
  // The reference API writes the rows' answers into the document, so the lobby asks for none of them.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/games\/(group|categories)\b/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  for (const title of ['Popular Games', 'New Releases', 'Slots', 'Casual Games']) {
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: /See All/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /See All/ })).toHaveCount(1);
    // docs/product.md#dialogs-and-widgets: 16 items including the See All card.
    await expect(section.locator('img')).toHaveCount(15);
    await expect(section.getByRole('listitem')).toHaveCount(16);
  }
  const firstImage = page.getByRole('region', { name: 'Popular Games' }).locator('img').first();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(asked).toEqual([]);
});

test('a failed lobby section shows its own error and the others still load', async ({ page }) => {
  await page.route(/\/api\/games\/group\/slots\b/, (route) =>
    route.fulfill({ status: 500, json: { status: 'error', data: null, message: 'Something went wrong' } }),
  );
  // A first visit to the lobby gets its rows with the document, so the lobby is reached from a page without them.
  await page.goto('/support');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lobby' }).click();
  const slots = page.getByRole('region', { name: 'Slots' });
  await expectAfterRetries(page, slots.getByText('This section could not be loaded.'));
  await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
});

test('a game card opens the game page with its details', async ({ page }) => {
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Popular Games' })
    .getByRole('link', { name: /^(?!See All)/ })
    .nth(1);
  const name = ((await card.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await card.click();
  await expect(page).toHaveURL(/\/games\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an unknown game and an unknown page are not-found pages with a way back', async ({ page }) => {
  await page.goto('/games/no-such-game-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
  await page.goto('/this/is/not/a/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('See All opens the section category page, paged in the URL, with a provider filter', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('link', { name: /See All/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(
    page.getByRole('toolbar', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }),
  ).toHaveAttribute('aria-current', 'page');
  const grid = page.getByRole('list', { name: 'Slots' });
  await expect(grid.getByRole('listitem')).toHaveCount(24);
  const count = page.getByText(/^[\d,]+ games$/);
  await expect(count).toBeVisible();

  await page.getByRole('navigation', { name: 'Slots pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/categories\/slots\?page=2$/);
  // The view goes back up to the list and focus onto it (docs/product.md#dialogs-and-widgets): the next Tab reaches its first game.
  await expect(grid).toBeFocused();
  await expect(count).toBeInViewport();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const provider = page.getByLabel('Provider');
  await waitUntilHydrated(provider);
  const name = (await provider.locator('option').nth(1).textContent()) ?? '';
  // The games of that provider may already be on the page: wait for the filtered request itself.
  const filtered = page.waitForRequest(
    (r) => r.url().includes('/api/games?') && decodeURIComponent(r.url()).includes('[field]=provider'),
  );
  await provider.selectOption(name);
  const search = decodeURIComponent((await filtered).url());
  await expect(page).toHaveURL(/\?provider=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(grid.getByText(name).first()).toBeVisible();
  expect(search).toContain('[operator]==');
});

test('an unknown category is a not-found page with a way back, and /categories lists them all', async ({ page }) => {
  await page.goto('/categories/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await page.goto('/categories/qa-sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/categories');
  const tiles = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(tiles).toHaveCount(13);
  await tiles.filter({ hasText: 'Video Poker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video Poker' })).toBeVisible();
});

test('/providers: one provider filters with =, several with in, kept in the URL', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/games?') && requests.push(decodeURIComponent(r.url())));
  await page.goto('/providers');
  const buttons = page.getByRole('group', { name: 'Providers' }).getByRole('button');
  const first = (await buttons.nth(0).textContent())?.trim() ?? '';
  const second = (await buttons.nth(1).textContent())?.trim() ?? '';
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^[\d,]+ games?$/)).toBeVisible();
  expect(requests.at(-1)).toContain(`[value]=${first}`.replace(/ /g, '+'));
  await buttons.nth(1).click();
  await expect(page).toHaveURL(/provider=.*&provider=/);
  await expect.poll(() => requests.at(-1) ?? '').toContain('[operator]=in');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: second })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('hovering a game card prefetches its data', async ({ page }) => {
  await page.goto('/categories/roulette');
  const card = page.getByRole('list', { name: 'Roulette' }).getByRole('link').nth(3);
  const name = ((await card.textContent()) ?? '').trim();
  const prefetch = page.waitForRequest((r) => /\/api\/games\/[\w-]+$/.test(new URL(r.url()).pathname));
  await card.hover();
  await prefetch;
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the lobby checks its answers in a worker: the page itself never downloads zod', async ({ page }) => {
  const worker = page.waitForEvent('worker', (started) => /\/answer-worker-[\w-]+\.js$/.test(started.url()));
  await page.goto('/');
  await worker;
  await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
  // The page's own resource timeline: a worker's downloads are in the worker's.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts.filter((path) => /\/(zod|contract)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('pointing at a link downloads its page’s code before the click', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
  const supportCode = page.waitForRequest((request) => /\/assets\/support-page-[\w-]+\.js$/.test(request.url()));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).hover();
  await supportCode;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
