import type { Page } from '@playwright/test';
import { recordApiCalls, registerFreshPlayer } from './account-support';
import { axeViolations } from './axe';
import { readOutbox } from './support';
import { expect, pinClock, test } from './test';

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });
const passwordSection = (page: Page) => page.getByRole('region', { name: 'Change password' });

test.describe('profile (PUT /me/profile, /me/password/change)', () => {
  test('a player whose email is not confirmed sends the confirmation link again', async ({ page }) => {
    const player = await registerFreshPlayer(page);
    await page.goto('/user/profile');
    await expect(page.getByRole('region', { name: 'Account' }).getByText('Not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`We sent a new confirmation link to ${player.email}.`, { exact: false })).toBeVisible();
    const mails = await readOutbox(page, player.email);
    expect(mails[0]?.text).toContain('/account/confirm?token=');
  });

  test('a player edits their address; only what changed is sent and it is still there after a reload', async ({
    page,
  }) => {
    const player = await registerFreshPlayer(page);
    await page.goto('/user/profile');
    await expect(page.getByRole('region', { name: 'Account' }).getByText(player.login)).toBeVisible();
    await expect(details(page).getByText('July 15, 1991')).toBeVisible();
    const calls = recordApiCalls(page);
    const saves: unknown[] = [];
    page.on('request', (r) => r.method() === 'PUT' && saves.push(r.postDataJSON()));

    await details(page).getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('Street address').fill('1600 Glenarm Place');
    await page.getByLabel('Phone number').fill('(201) 555-0199');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Edit details' })).toBeFocused();
    expect(saves).toEqual([{ address: '1600 Glenarm Place', phone_number: '2015550199' }]);
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT /api/me/profile']);

    await page.reload();
    await expect(details(page).getByText('1600 Glenarm Place')).toBeVisible();
    await expect(details(page).getByText('+1 2015550199')).toBeVisible();
  });

  test('a field that breaks a rule is named and nothing is sent; Cancel leaves the saved details', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto('/user/profile');
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && saves.push(r.url()));
    await details(page).getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Last name').fill('Fresh3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Last name contains invalid characters')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(details(page).getByText('Fresh', { exact: true })).toBeVisible();
    expect(saves).toEqual([]);
  });

  test('a player changes their password: the new one logs in, the old one no longer does', async ({
    page,
    browser,
  }) => {
    const player = await registerFreshPlayer(page);
    await page.goto('/user/profile');
    const section = passwordSection(page);
    await section.getByLabel('Current password').fill('Wrong1234!');
    await section.getByLabel('New password', { exact: true }).fill('Changed123!');
    await section.getByLabel('Confirm new password').fill('Changed123!');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toHaveText('Failed to change password: Current password is incorrect');

    await section.getByLabel('Current password').fill(player.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(
      section.getByText('Your password has been changed. Other devices have been logged out.'),
    ).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');

    // This device stays logged in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const elsewhere = await pinClock(await browser.newContext());
    const login = (password: string) =>
      elsewhere.request.post(`${new URL(page.url()).origin}/api/auth/login`, {
        data: { email: player.email, password },
      });
    expect((await login(player.password)).status()).toBe(401);
    expect((await login('Changed123!')).status()).toBe(200);
    await elsewhere.close();
  });
});

test.describe('the account menu in the header', () => {
  test('lists the account pages; a link opens its page, Escape closes the menu and gives focus back', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Profile',
      // With the account's verification status, which a fresh player has yet to start.
      /^Identity verification\s*Not submitted$/,
      'Promotions',
      'Bets history',
      'Transactions',
      'Responsible gaming',
      'Notifications',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/user\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  });
});
