import type { Page } from '@playwright/test';
import { logInAsDemo } from './account-support';
import { expectNoViolations } from './axe';
import { ACCOUNT_ROUTES, CASHIER_ROUTES, PLAYER_ROUTES, PUBLIC_ROUTES } from './routes';
import { loginDialog } from './support';
import { expect, test } from './test';

/** Nothing on the page is still loading. */
const settled = (page: Page) =>
  expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);

async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A prerendered page shows its heading before the app has taken it over: axe looks at the page a player uses, not
  // at that hand-over.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await settled(page);
}

/**
 * The suite's browsers prefer a light scheme (Playwright's default), so a page is first checked in the brand's light
 * scheme; then the device turns to dark and the same page is checked once more (docs/product.md#light-and-dark). The
 * app follows the device live while the player has chosen nothing, so one load serves both schemes; that the first
 * paint is already dark on a dark device is e2e/color-scheme.spec.ts's concern.
 */
async function turnDark(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await settled(page);
  // Colours that ease from one scheme to the other (a link's, a button's) are mid-way for a moment: axe looks at
  // where they land. Transitions start with the next frame, then each one that ends is waited for.
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

test.describe('axe finds no violations for a visitor, in the light scheme and the dark one (target-size on)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      await visit(page, route);
      await expectNoViolations(page, route);
      await turnDark(page);
      await expectNoViolations(page, `${route} (dark)`);
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
    // The player's own pages once more at phone width in the dark scheme, on the same load.
    const alsoDarkPhone = ACCOUNT_ROUTES.includes(route);
    test(alsoDarkPhone ? `${route}, then dark at 390 px` : route, async ({ page }) => {
      await visit(page, route);
      await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
      await expectNoViolations(page, route);
      if (!alsoDarkPhone) return;
      await page.setViewportSize({ width: 390, height: 844 });
      await turnDark(page);
      await expectNoViolations(page, `${route} (dark, 390 px)`);
    });
  }
});

test.describe('axe finds no violations in the cashier (target-size on)', () => {
  test.beforeEach(async ({ page }) => logInAsDemo(page));

  for (const width of [1440, 390]) {
    for (const route of CASHIER_ROUTES) {
      // At phone width, the dark scheme too, on the same load.
      const alsoDark = width === 390;
      test(`${route} at ${width} px${alsoDark ? ', light and dark' : ''}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, route);
        await expect(page.getByRole('navigation', { name: 'Cashier sections' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        await expectNoViolations(page, `${route} (${width} px)`);
        if (!alsoDark) return;
        await turnDark(page);
        await expectNoViolations(page, `${route} (dark, ${width} px)`);
      });
    }
  }
});
