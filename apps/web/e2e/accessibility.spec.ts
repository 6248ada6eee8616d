import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logInFromHeader, loginDialog } from './support';

const PUBLIC_ROUTES = [
  '/',
  '/vip-club',
  '/tournaments',
  '/categories',
  '/categories/slots',
  '/categories/live-dealers',
  '/providers',
  '/favorites',
  '/recent',
  '/support',
  '/en/terms-and-conditions',
  '/en/responsible-gaming',
  '/reset-password?token=example',
  '/no-such-page',
];

async function expectNoViolations(page: Page, route: string) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const summary = results.violations.map(
    (v) => `${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );
  expect(summary).toEqual([]);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('axe finds no violations (target-size on)', () => {
  test('on every route for a visitor', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await settle(page);
      await expectNoViolations(page, route);
    }
  });

  test('on every route for a logged-in player', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page);
    for (const route of [...PUBLIC_ROUTES, '/user/promotions']) {
      await page.goto(route);
      await settle(page);
      await expectNoViolations(page, route);
    }
  });

  test('with the LOG IN modal open, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?login=true');
    await expect(loginDialog(page)).toBeVisible();
    await expectNoViolations(page, '/ (login modal, 390 px)');
  });
});
