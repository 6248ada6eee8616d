import type { Page } from '@playwright/test';
import { loginDialog, type Player, readOutbox, registerFreshPlayer, submitLogin } from './support';
import { expect, test } from './test';

async function latestResetLink(page: Page, email: string): Promise<string> {
  const [mail] = await readOutbox(page, email);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the outbox: ${JSON.stringify(mail)}`);
  return new URL(link).pathname + new URL(link).search;
}

async function recover(page: Page, email: string, newPassword: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recover password' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Password reset email sent successfully! Please check your inbox.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(await latestResetLink(page, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
}

test('given a player who forgot their password, the emailed link lets them choose a new one and log in', async ({
  page,
}) => {
  // A player of its own: the test changes the password, which no other test may see.
  const player: Player = await registerFreshPlayer(page);
  await page.context().clearCookies();
  const newPassword = 'Fresh5678!';
  await recover(page, player.email, newPassword);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await submitLogin(page, player.email, newPassword);
  await expect(page.getByRole('banner').getByText('$0.00')).toBeVisible();

  // The link is single-use.
  const reused = await page.request.post('/api/auth/password/reset', {
    data: {
      token: new URL(`http://x${await latestResetLink(page, player.email)}`).searchParams.get('token'),
      password: 'Other1234!',
    },
  });
  expect(reused.status()).toBe(400);

  // The old password no longer opens the account.
  await page.context().clearCookies();
  const old = await page.request.post('/api/auth/login', { data: { email: player.email, password: player.password } });
  expect(old.status()).toBe(401);
});

test('an incomplete reset link explains itself', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('This reset link is incomplete. Ask for a new one from the log in window.'),
  ).toBeVisible();
});
