import { DEMO, loginDialog, submitLogin } from './support';
import { expect, test } from './test';

test.describe('log in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  });

  test('a wrong password says Invalid username or password and keeps the player logged out', async ({ page }) => {
    await submitLogin(page, DEMO.email, 'Wrong1234!');
    await expect(loginDialog(page).getByRole('alert')).toHaveText('Invalid username or password');
    await expect(loginDialog(page).getByLabel('Email or username')).toHaveValue(DEMO.email);
  });

  test('empty fields say what is required and send nothing', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/login') && logins.push(r.url()));
    await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(loginDialog(page).getByText('Email or username is required')).toBeVisible();
    await expect(loginDialog(page).getByText('Password is required')).toBeVisible();
    expect(logins).toEqual([]);
  });

  test('the login and sign-up modals link to each other and only one is open', async ({ page }) => {
    await loginDialog(page).getByRole('button', { name: 'Sign up' }).click();
    const signUp = page.getByRole('dialog', { name: 'SIGN UP' });
    await expect(signUp).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    await signUp.getByRole('button', { name: 'Log in' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(signUp).toBeHidden();
  });

  test('Escape closes the modal and focus returns to the header button', async ({ page }) => {
    // The modal's code loads on first open: Escape is for a modal the player can see.
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeFocused();
  });
});
