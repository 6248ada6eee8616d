import { logInAsDemo } from './account-support';
import { expectNoViolations } from './axe';
import { fixtureBrandBuilt, fixtureBrandURL } from './brands';
import { expect, test } from './test';

/**
 * A brand is one folder: the build of the fixture folder e2e/fixtures/brand-harbour, with no other file changed, is a
 * working site in that brand's name, colours and icon, with no axe violation in the lobby and the cashier in either
 * scheme. One test per scheme keeps it to two page loads each.
 */
test.describe('a third brand built from its folder alone', () => {
  test.skip(!fixtureBrandBuilt, 'needs dist-brand-fixture/ (VITE_BRAND=e2e/fixtures/brand-harbour)');
  test.use({ baseURL: fixtureBrandURL });

  test('its web app manifest and favicon are drawn from the folder', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Harbour Bet', short_name: 'Harbour Bet', background_color: '#0a1420' });
    const favicon = await page.request.get('/favicon.svg');
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    expect(await favicon.text()).toContain('<title>Harbour Bet</title>');
  });

  for (const [scheme, background] of [
    ['light', 'rgb(245, 247, 250)'],
    ['dark', 'rgb(10, 20, 32)'],
  ] as const) {
    test(`the lobby and the cashier in the ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await logInAsDemo(page);
      await page.goto('/');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await expect(page.getByRole('banner').getByRole('link', { name: /Harbour Bet/ })).toBeVisible();
      await expect(page.locator('.app-root')).toHaveCSS('background-color', background);
      await expect(page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)).toHaveAttribute(
        'content',
        scheme === 'light' ? '#f5f7fa' : '#0a1420',
      );
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, `/ (${scheme})`);

      await page.goto('/user/cashier/deposit');
      await expect(page.getByRole('navigation', { name: 'Cashier sections' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoViolations(page, `/user/cashier/deposit (${scheme})`);
    });
  }
});
