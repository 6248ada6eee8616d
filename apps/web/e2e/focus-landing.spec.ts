import type { Page } from '@playwright/test';
import { loginDialog, logOutFromHeader, registerFreshPlayer, submitLogin } from './support';
import { expect, test } from './test';

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

test.describe('focus after dialogs, login and logout', () => {
  test('lands on the opener or the main heading, never on <body>', async ({ page }) => {
    const player = await registerFreshPlayer(page);
    await page.request.post('/api/auth/logout', { headers: { 'Content-Type': 'application/json' } });

    // A dialog opened by the address has no opener: closing it lands on the page's heading.
    await page.goto('/?login=true');
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();

    // Closing a dialog opened by a button gives focus back to that button.
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await logIn.click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(logIn).toBeFocused();

    // After a login the Log in button is gone: focus goes to the heading of the page the player is on.
    await logIn.click();
    await submitLogin(page, player.email, player.password);
    await expect(loginDialog(page)).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();

    // After logging out the Log out button is gone too: focus goes to the heading again. (From a protected page the
    // player lands on the login dialog instead, which takes focus itself.)
    await logOutFromHeader(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(mainHeading(page)).toBeFocused();
    expect(await focusedTag(page)).toBe('H1');
  });
});
