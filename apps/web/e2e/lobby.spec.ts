import { expect, test } from '@playwright/test';

test('given a visitor, the lobby shows the four seeded sections as carousels of 16 items ending in See All', async ({
  page,
}) => {
  await page.goto('/');
  for (const title of ['Popular Games', 'New Releases', 'Slots', 'Casual Games']) {
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: /See All/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /See All/ })).toHaveCount(1);
    // Spec §2: 16 items including the See All card.
    await expect(section.locator('img')).toHaveCount(15);
    await expect(section.getByRole('listitem')).toHaveCount(16);
  }
  const firstImage = page.getByRole('region', { name: 'Popular Games' }).locator('img').first();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a failed lobby section shows its own error and the others still load', async ({ page }) => {
  await page.route(/\/api\/games\/group\/slots\b/, (route) =>
    route.fulfill({ status: 500, json: { status: 'error', data: null, message: 'Something went wrong' } }),
  );
  await page.goto('/');
  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByText('This section could not be loaded.')).toBeVisible({ timeout: 20_000 });
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
