import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { BRANDS } from './brands';
import { loginDialog, registerFreshPlayer } from './support';
import { expect, test } from './test';

// A first visit: no saved choice (playwright.config.ts saves one for every other spec).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

/**
 * Tabs through the page `stops` times and lists every focus stop the fixed banner covers completely (WCAG 2.2
 * 2.4.11), how many different stops there were, and the number of Tabs it took to reach the banner. The page records
 * each stop itself as focus arrives, so the walk costs one key press per stop.
 */
async function walkFocus(page: Page, stops: number) {
  await page.evaluate(() => {
    const log: { key: Element; inBanner: boolean; covered: boolean; name: string }[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    document.addEventListener('focusin', (event) => {
      const focused = event.target as HTMLElement;
      const region = document.querySelector('section[data-placement="page"]');
      if (!region) return;
      const a = focused.getBoundingClientRect();
      const b = region.getBoundingClientRect();
      const inside = a.top >= b.top && a.bottom <= b.bottom && a.left >= b.left && a.right <= b.right;
      log.push({
        key: focused,
        inBanner: region.contains(focused),
        covered: !region.contains(focused) && a.width > 0 && inside,
        name: `${focused.tagName} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`,
      });
    });
  });
  for (let stop = 0; stop < stops; stop += 1) await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const log = (
      window as unknown as { focusLog: { key: Element; inBanner: boolean; covered: boolean; name: string }[] }
    ).focusLog;
    const firstInBanner = log.findIndex((entry) => entry.inBanner);
    return {
      covered: log.filter((entry) => entry.covered).map((entry) => entry.name),
      tabsToBanner: firstInBanner === -1 ? null : firstInBanner + 1,
      stops: new Set(log.map((entry) => entry.key)).size,
    };
  });
}

/** The two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('both must be on screen');
  const overlap = x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  expect(overlap, `${JSON.stringify(x)} overlaps ${JSON.stringify(y)}`).toBe(false);
}

test.describe('the consent banner never hides focus or a dialog', () => {
  test('tabbing through pages with the banner open: it comes first, and no focus stop is hidden under it', async ({
    page,
  }) => {
    for (const [width, height, path] of [
      [1280, 800, '/games/phantom-riches'],
      [390, 844, '/'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeVisible();
      const walk = await walkFocus(page, 140);
      expect(walk.stops, `${path} at ${width}`).toBeGreaterThan(20);
      expect(walk.tabsToBanner, `${path} at ${width}`).toBeLessThanOrEqual(3);
      expect(walk.covered, `${path} at ${width}`).toEqual([]);
    }
  });

  for (const { brand, baseURL } of BRANDS) {
    test.describe(brand, () => {
      test.use({ baseURL });
      test(`in ${brand}, the login dialog of /?login=true takes the banner in, at 390, 768 and 1280 px, answered by keyboard`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/?login=true');
        const dialog = loginDialog(page);
        await expect(dialog).toBeVisible();
        const inside = dialog.getByRole('region', { name: 'We value your privacy' });
        await expect(inside).toBeVisible();
        await expectNoViolations(page, '/?login=true with the banner at 390 px');
        for (const [width, height] of [
          [390, 844],
          [768, 1024],
          [1280, 800],
        ] as const) {
          await page.setViewportSize({ width, height });
          for (const field of [
            dialog.getByLabel('Email or username'),
            dialog.getByLabel('Password', { exact: true }),
          ]) {
            await expectApart(field, inside);
          }
          await expectApart(dialog.getByRole('button', { name: 'Log in' }), inside);
        }
        // The dialog's focus order reaches it: Shift+Tab from the first stop wraps to the banner's last button.
        await loginDialog(page).getByLabel('Email or username').focus();
        for (let i = 0; i < 10; i += 1) {
          if (
            await banner(page)
              .getByRole('button', { name: 'Reject all' })
              .evaluate((b) => b === document.activeElement)
          )
            break;
          await page.keyboard.press('Tab');
        }
        await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(banner(page)).toHaveCount(0);
        await expect(loginDialog(page)).toBeVisible();
        await expect(loginDialog(page)).toBeFocused();
        expect(await page.evaluate(() => localStorage.getItem('casino.cookie-consent'))).toContain('rejected');
      });
    });
  }

  test('the cashier opened by a deep link shows the banner inside, clear of the card form, answered by pointer', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/user/cashier/deposit');
    const cashier = page.getByRole('dialog', { name: 'Cashier' });
    await expect(cashier).toBeVisible();
    const inside = cashier.getByRole('region', { name: 'We value your privacy' });
    await expect(inside).toBeVisible();
    const cardFrame = cashier.locator('iframe');
    await expect(cardFrame).toBeVisible();
    await cardFrame.scrollIntoViewIfNeeded();
    await expectApart(cardFrame, inside);
    await inside.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(cashier).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('casino.cookie-consent'))).toContain('accepted');
  });
});
