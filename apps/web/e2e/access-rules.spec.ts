import { DEMO, logInFromHeader, loginDialog, logOutFromHeader, submitLogin } from './support';
import { expect, test } from './test';

test.describe('access rules', () => {
  test('given a visitor, when they open /user/promotions, then they land on / with the redirect kept and LOG IN open', async ({
    page,
  }) => {
    await page.goto('/user/promotions');
    await expect(loginDialog(page)).toBeVisible();
    // login=true did its job and was cleaned up; redirect stays for after login.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/user/promotions',
    );
    expect(new URL(page.url()).searchParams.has('login')).toBe(false);

    await submitLogin(page);
    await expect(page).toHaveURL(/\/user\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });

  test('given a logged-in player, when a link carries login=true, then no modal opens and the parameter goes', async ({
    page,
  }) => {
    await page.goto('/');
    await logInFromHeader(page);
    await page.goto('/?login=true');
    await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('login'));
    await expect(loginDialog(page)).toBeHidden();
  });

  test('given a logged-in player on /favorites, when they log out, then they land on /?redirect=/favorites', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await logInFromHeader(page);
    await logOutFromHeader(page);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/favorites');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('given a logged-in player on /, when they log out, then they stay on / with no redirect', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page);
    await logOutFromHeader(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the balance shows in USD with 2 decimals and survives a reload', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, DEMO.username);
    await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
  });
});

test.describe('open redirect after login is refused', () => {
  const attacks = [
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\t//evil.com',
    '  //evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'https://evil.com/user/promotions',
    'http:evil.com',
    '%2F%2Fevil.com',
    '%252F%252Fevil.com',
    '/%5Cevil.com',
  ];
  for (const attack of attacks) {
    test(`redirect=${JSON.stringify(attack)} keeps the player on this site`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`/?login=true&redirect=${encodeURIComponent(attack)}`);
      await submitLogin(page);
      await expect(loginDialog(page)).toBeHidden();
      await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();
      const url = new URL(page.url());
      expect(url.origin).toBe(new URL(page.context().pages()[0]?.url() ?? page.url()).origin);
      expect(url.host).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(dialogs).toEqual([]);
    });
  }
});
