import { expectNoViolations } from './axe';
import { expect, test } from './test';

// A first visit: no saved choice (playwright.config.ts saves one for every other spec).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'We value your privacy' });

test.describe('cookie consent', () => {
  test('a first visit shows Accept and Reject alike; rejecting is remembered; the footer reopens it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // Non-modal: the page behind stays usable and focus is not taken.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const accept = banner(page).getByRole('button', { name: 'Accept all' });
    const reject = banner(page).getByRole('button', { name: 'Reject all' });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a?.width).toBe(r?.width);
    expect(a?.height).toBe(r?.height);
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    expect(await page.evaluate(() => localStorage.getItem('casino.cookie-consent'))).toBeNull();

    await reject.click();
    await expect(banner(page)).toBeHidden();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('casino.cookie-consent'))) ?? '{}'),
    ).toMatchObject({
      choice: 'rejected',
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'We value your privacy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('casino.cookie-consent'))) ?? '{}'),
    ).toMatchObject({
      choice: 'accepted',
    });
  });

  test('the banner has no axe violations at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/privacy-policy');
    await expect(banner(page)).toBeVisible();
    await expectNoViolations(page, 'cookie banner (390 px)');
  });
});
