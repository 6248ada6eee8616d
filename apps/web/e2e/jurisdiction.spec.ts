import { expectNoViolations } from './axe';
import { blockedPort, gbPort, originOf } from './ports';
import { logInFromHeader, submitLogin } from './support';
import { expect, test, withoutApp } from './test';

/** The same build, served by APIs configured for GB and for a country the brand does not serve. */
test.describe('GB jurisdiction', () => {
  test.use({ baseURL: originOf(gbPort) });

  test('a visitor gets no Demo, and a player cannot cancel a pending withdrawal', async ({ page }) => {
    await page.goto('/games/phantom-riches');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(page.getByText('Log in to try the demo: we verify your age before you play.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo' })).toHaveCount(0);

    await logInFromHeader(page);
    await expect(page.getByRole('button', { name: 'Demo' })).toBeVisible();

    await page.goto('/user/cashier/pending');
    const cashier = page.getByRole('dialog', { name: 'Cashier' });
    await expect(cashier.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
    await expect(cashier.getByText('A requested withdrawal cannot be cancelled.')).toBeVisible();
    await expect(cashier.getByRole('button', { name: /^Cancel the withdrawal/ })).toHaveCount(0);
  });
});

test.describe('blocked country', () => {
  test.use({ baseURL: originOf(blockedPort) });

  test('a visitor never sees the lobby first: the document already knows the country', async ({ page }) => {
    const siteCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/site') siteCalls.push(request.url());
    });
    // The document and its boot script alone, as a phone shows them before the app's code has arrived.
    await withoutApp(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Royale Casino home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-geo-pending', '');

    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Not available in your country' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-geo-pending');
    // The inlined answer served the app too.
    expect(siteCalls).toEqual([]);

    // Pages open to such a visitor are never hidden.
    await withoutApp(page);
    await page.goto('/support');
    await expect(page.locator('html')).not.toHaveAttribute('data-geo-pending');
  });

  test('a visitor sees the geo-block page instead of the lobby, can read the terms and can still log in, but not play', async ({
    page,
  }) => {
    await page.goto('/games/phantom-riches');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available in your country' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Royale Casino is not available in United States/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toHaveCount(0);
    await expectNoViolations(page, 'geo-block page');

    await page.getByRole('main').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms/);

    await page.goBack();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await submitLogin(page);
    await expect(page.getByRole('banner').getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
    // A player may log in (to withdraw) but not play: the game page says why instead of offering buttons that fail.
    const main = page.getByRole('main');
    await expect(main.getByText('Royale Casino is not available in United States')).toBeVisible();
    await expect(
      main.getByText('Our licence does not allow us to offer sign-up or games where you are connecting from.'),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Demo' })).toHaveCount(0);
    await expectNoViolations(page, 'game page of a player in a blocked country');
  });
});
