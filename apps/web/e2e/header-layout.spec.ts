import type { Page } from '@playwright/test';
import { BRANDS } from './brands';
import { depositFunds, registerFreshPlayer } from './support';
import { expect, test } from './test';

/**
 * A logged-in player's header on phones and tablets is one row, as in casino apps: menu, logo, balance, Deposit, the
 * inbox's bell and the account menu, which holds the rest (refresh, search, log out). Nothing wraps and nothing
 * scrolls sideways, in either brand and in German, whose words are longer.
 */
const WIDTHS = [320, 390, 768];
const TEXTS = {
  en: { menu: 'Open menu', deposit: 'Deposit', account: 'Account', logOut: 'Log out', refresh: 'Refresh balance' },
  de: {
    menu: 'Menü öffnen',
    deposit: 'Einzahlung',
    account: 'Konto',
    logOut: 'Abmelden',
    refresh: 'Guthaben aktualisieren',
  },
} as const;

async function rowOf(page: Page, language: keyof typeof TEXTS) {
  const banner = page.getByRole('banner');
  const texts = TEXTS[language];
  const parts = {
    menu: banner.getByRole('button', { name: texts.menu }),
    logo: banner.getByRole('link').first(),
    balance: banner.getByText(/12[.,]345[.,]67/),
    deposit: banner.getByRole('link', { name: texts.deposit }),
    bell: banner.getByRole('link', { name: /^(Notifications|Benachrichtigungen)/ }),
    account: banner.getByRole('button', { name: texts.account }),
  };
  const boxes: Record<string, { top: number; bottom: number; left: number; right: number }> = {};
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, name).toBeVisible();
    const box = await part.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    boxes[name] = { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
  }
  return boxes;
}

for (const { brand, baseURL } of BRANDS) {
  for (const language of ['en', 'de'] as const) {
    test.describe(`${brand}, ${language}`, () => {
      test.use({ baseURL });

      test(`a player's header is one row at ${WIDTHS.join(', ')} px, with the rest in the account menu`, async ({
        page,
      }) => {
        test.slow();
        await registerFreshPlayer(page);
        // A five-figure balance, the widest a phone's row must hold, in two deposits (one is at most 10,000.00).
        await depositFunds(page, 10_000_00);
        await depositFunds(page, 2_345_67);
        await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
        await page.goto('/');
        if (language === 'de') {
          // Once the session is in: its profile's language (English) is adopted when it starts.
          await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
          await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const boxes = await rowOf(page, language);
          const lowestTop = Math.max(...Object.values(boxes).map((box) => box.top));
          const highestBottom = Math.min(...Object.values(boxes).map((box) => box.bottom));
          // Every item overlaps every other vertically: they share one row.
          expect(lowestTop, `one row at ${width} px`).toBeLessThan(highestBottom);
          const header = await page.getByRole('banner').boundingBox();
          expect(header?.height, `header height at ${width} px`).toBeLessThanOrEqual(72);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect(scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(innerWidth);
          // Nothing is cut at the right edge.
          expect(Math.max(...Object.values(boxes).map((box) => box.right))).toBeLessThanOrEqual(width);
          await expect(page.getByRole('banner').getByRole('button', { name: TEXTS[language].logOut })).toBeHidden();

          await boxesAccountMenu(page, language);
        }
      });
    });
  }
}

async function boxesAccountMenu(page: Page, language: keyof typeof TEXTS) {
  const texts = TEXTS[language];
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: texts.account }).click();
  const menu = banner.getByRole('navigation');
  await expect(menu.getByRole('button', { name: texts.refresh })).toBeVisible();
  await expect(menu.getByRole('button', { name: texts.logOut })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('button', { name: texts.logOut })).toBeHidden();
}

test('on a desktop the player header keeps search, refresh and log out in view beside the bell', async ({ page }) => {
  await registerFreshPlayer(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(banner.getByRole('combobox').or(banner.getByRole('searchbox')).first()).toBeVisible();
  const header = await banner.boundingBox();
  expect(header?.height).toBeLessThanOrEqual(80);
});
