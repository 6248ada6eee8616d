import type { Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../src/config/constants';
import { expectNoViolations } from './axe';
import { waitUntilHydrated } from './hydration';
import { expect, test } from './test';

/** The lobby's header search box, once React has taken over the served header: text typed earlier reaches no handler. */
async function hydratedSearchBox(page: Page) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await waitUntilHydrated(box);
  return box;
}

test.describe('header search (the search popover)', () => {
  test('typing part of a name lists matching games; choosing one opens it and clears the box', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games?') && searches.push(decodeURIComponent(r.url())));
    const box = await hydratedSearchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search Games');

    await box.fill('p');
    // Twice the debounce on the page's clock: a search for "p" would have been sent by now.
    await page.clock.runFor(2 * SEARCH_DEBOUNCE_MS);

    await box.fill('phantom ri');
    const option = page.getByRole('option', { name: /Phantom Riches/ }).first();
    await expect(option).toBeVisible();
    expect(searches.filter((url) => !url.includes('%phantom+ri%'))).toEqual([]);
    expect(searches.at(-1)).toContain('filters[0][field]=name');
    expect(searches.at(-1)).toContain('filters[0][value]=%phantom+ri%');
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);

    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/games\/phantom-riches/);
    await expect(box).toHaveValue('');
  });

  test('ten results scroll in the popover, and axe finds no violations while it is open', async ({ page }) => {
    await (await hydratedSearchBox(page)).fill('an');
    const list = page.getByRole('listbox', { name: 'Search games' });
    await expect(list.getByRole('option')).toHaveCount(10);
    await expectNoViolations(page, '/ (search popover open)');
    // Ten results are taller than the popover: the list box itself scrolls (axe accepts a combobox's scrolling popup:
    // the arrow keys in the box move through it).
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  test('a term with no match says No games found', async ({ page }) => {
    await (await hydratedSearchBox(page)).fill('zzqqxx');
    await expect(page.getByRole('status').filter({ hasText: 'No games found' }).first()).toBeVisible();
  });
});

test('the lobby search near the bottom of a short window opens its popover upward', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 520 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search all games by name' });
  await box.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await box.fill('phantom');
  const popover = page.locator('[data-direction]').filter({ has: page.getByRole('option').first() });
  await expect(page.getByRole('option', { name: /Phantom Riches/ }).first()).toBeVisible();
  await expect(popover.first()).toHaveAttribute('data-direction', 'up');
  const boxTop = (await box.boundingBox())?.y ?? 0;
  const listBottom = await popover.first().evaluate((el) => el.getBoundingClientRect().bottom);
  expect(listBottom).toBeLessThanOrEqual(boxTop + 1);
});
