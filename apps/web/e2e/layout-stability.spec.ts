import type { Page, Route } from '@playwright/test';
import { expect, test } from './test';

// A first visit on a phone: the cookie banner shows too, as it does for a new player.
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

/** Sums the layout shifts the page makes without input, as CLS counts them over a short visit. */
const observeLayoutShift = () => {
  const w = window as unknown as { __layoutShift: number };
  w.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) w.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Holds the matching API answers until released, so the page's loading state is on screen for sure. */
async function holdAnswers(page: Page, url: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/**
 * Serves the build's frame of `/categories/:alias` for the category page at `path`, as a static host does (no page
 * rendered for the category, no answers inlined): the page loads its categories and games itself.
 */
async function asOnAStaticHost(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const frame = new URL('/categories/%5Balias%5D.html', route.request().url());
    await route.fulfill({ response: await route.fetch({ url: frame.href }) });
  });
}

test('a category page keeps its layout while its categories and games arrive (layout shift at most 0.01)', async ({
  page,
}) => {
  await page.addInitScript(observeLayoutShift);
  await asOnAStaticHost(page, '/categories/slots');
  const releaseCategories = await holdAnswers(page, /\/api\/games\/categories$/);
  const releaseGames = await holdAnswers(page, /\/api\/games\?/);
  await page.goto('/categories/slots');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading categories...' })).toBeVisible();
  await releaseCategories();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await releaseGames();
  const games = page.getByRole('list', { name: 'Slots' });
  await expect(games.getByRole('listitem')).toHaveCount(24);
  await expect
    .poll(() => games.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete)))
    .toBe(true);

  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.01);
});

test('a category page the reference API rendered keeps its layout while its artwork loads and the app takes over', async ({
  page,
}) => {
  await page.addInitScript(observeLayoutShift);
  await page.goto('/categories/slots');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const games = page.getByRole('list', { name: 'Slots' });
  await expect(games.getByRole('listitem')).toHaveCount(24);
  await expect
    .poll(() => games.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete)))
    .toBe(true);

  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.01);
});
