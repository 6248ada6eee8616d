import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { BRANDS } from './brands';
import { expect, test, withoutApp } from './test';

/**
 * Light and dark per brand. The boot script decides the scheme before the first paint (the stored
 * choice, else the device's `prefers-color-scheme`), so these tests look at the page as it is painted before the
 * app's code has run: its entry is blocked, as a phone shows the document while the code is still on its way.
 */

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The page background of each brand's scheme (casino-ui themes/<brand>/tokens.ts). */
const BACKGROUNDS: Record<string, Record<Scheme, string>> = {
  royale: { dark: 'rgb(15, 11, 30)', light: 'rgb(246, 243, 255)' },
  lagoon: { light: 'rgb(244, 248, 248)', dark: 'rgb(6, 26, 30)' },
};

async function expectPainted(page: Page, brand: string, scheme: Scheme) {
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  await expect(page.locator('.app-root')).toHaveCSS('background-color', BACKGROUNDS[brand]?.[scheme] ?? '');
}

const appearance = (page: Page) => page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Appearance' });

for (const { brand, baseURL } of BRANDS) {
  test.describe(`${brand}: light and dark`, () => {
    test.use({ baseURL });

    for (const scheme of SCHEMES) {
      test(`a device that prefers ${scheme} gets the ${scheme} scheme in the first paint, before the app's code has run`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await withoutApp(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeAttached();
        await expectPainted(page, brand, scheme);
        expect(await page.locator('html').getAttribute('data-app-ready')).toBeNull();
      });

      test(`axe finds no violations in the lobby in the ${scheme} scheme`, async ({ page }) => {
        // A whole lobby under axe took more than a minute on a busy day of this 2-core machine.
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
        await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
        await expectPainted(page, brand, scheme);
        await expect(appearance(page).getByRole('radio', { name: 'System' })).toBeChecked();
        await expectNoViolations(page, `${brand} lobby, ${scheme}`);
      });
    }

    test('a visitor on a light device chooses Dark in the footer: it applies at once and is the first paint after a reload, until System is chosen again', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expectPainted(page, brand, 'light');

      await appearance(page).getByRole('radio', { name: 'Dark' }).check();
      await expectPainted(page, brand, 'dark');
      // The browser's toolbar takes the chosen scheme's colour whatever the device says.
      const themeColors = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(new Set(themeColors).size).toBe(1);

      await withoutApp(page);
      await page.reload();
      await expectPainted(page, brand, 'dark');

      await page.unrouteAll();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expect(appearance(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
      await appearance(page).getByRole('radio', { name: 'System' }).check();
      await expectPainted(page, brand, 'light');
      // System follows the device live.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectPainted(page, brand, 'dark');
    });
  });
}
