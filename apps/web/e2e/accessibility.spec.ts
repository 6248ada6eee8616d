import type { Page } from '@playwright/test';
import { logInAsDemo } from './account-support';
import { expectNoViolations } from './axe';
import { ACCOUNT_ROUTES, CASHIER_ROUTES, PLAYER_ROUTES, PUBLIC_ROUTES } from './routes';
import { loginDialog } from './support';
import { expect, test } from './test';

async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A prerendered page shows its heading before the app has taken it over: axe looks at the page a player uses, not
  // at that hand-over.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
}

test.describe('axe finds no violations for a visitor (target-size on)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      await visit(page, route);
      await expectNoViolations(page, route);
    });
  }

  test('/ with the LOG IN modal open, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?login=true');
    await expect(loginDialog(page)).toBeVisible();
    await expectNoViolations(page, '/ (login modal, 390 px)');
  });

  test('/ with the SIGN UP modal open, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'SIGN UP' }).getByLabel('Email address')).toBeVisible();
    await expectNoViolations(page, '/ (sign-up modal, 390 px)');
  });

  test('/ with the search dialog open on results, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?search=phantom');
    await expect(page.getByRole('dialog', { name: 'Search games' }).getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, '/?search=phantom (search dialog, 390 px)');
  });

  test('/tournaments in German (a saved Deutsch choice), at phone width', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('casino.language', 'de'));
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/tournaments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
    await expectNoViolations(page, '/tournaments (de, 390 px)');
  });

  test('/ with the menu drawer open, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, '/ (menu drawer, 390 px)');
  });
});

test.describe('axe finds no violations for a logged-in player (target-size on)', () => {
  test.beforeEach(async ({ page }) => logInAsDemo(page));

  for (const route of PLAYER_ROUTES) {
    test(route, async ({ page }) => {
      await visit(page, route);
      await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
      await expectNoViolations(page, route);
    });
  }
});

test.describe('axe finds no violations in the cashier (target-size on)', () => {
  test.beforeEach(async ({ page }) => logInAsDemo(page));

  for (const width of [1440, 390]) {
    for (const route of CASHIER_ROUTES) {
      test(`${route} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, route);
        await expect(page.getByRole('navigation', { name: 'Cashier sections' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        await expectNoViolations(page, `${route} (${width} px)`);
      });
    }
  }
});

/*
 * The suite's browsers prefer a light scheme (Playwright's default), so the pages above are checked in each brand's
 * light scheme; here every page once more in the dark one (docs/product.md#light-and-dark): a visitor's pages, a player's own pages
 * and the cashier at phone width.
 */
test.describe('axe finds no violations in the dark scheme (target-size on)', () => {
  test.use({ colorScheme: 'dark' });

  for (const route of PUBLIC_ROUTES) {
    test(`${route} (visitor)`, async ({ page }) => {
      await visit(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      await expectNoViolations(page, `${route} (dark)`);
    });
  }

  for (const route of [...ACCOUNT_ROUTES, ...CASHIER_ROUTES]) {
    test(`${route} (player, 390 px)`, async ({ page }) => {
      await logInAsDemo(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoViolations(page, `${route} (dark, 390 px)`);
    });
  }
});
