import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginDialog, submitLogin } from './support';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

async function latestResetLink(page: Page): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO.email)}`);
  const body = (await answer.json()) as { data: OutboxMail[] };
  const mail = body.data[0];
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the outbox: ${JSON.stringify(body.data[0])}`);
  return new URL(link).pathname + new URL(link).search;
}

async function recover(page: Page, newPassword: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recover password' });
  await dialog.getByLabel('Email address').fill(DEMO.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Password reset email sent successfully! Please check your inbox.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(await latestResetLink(page));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
}

test('given a player who forgot their password, the emailed link lets them choose a new one and log in', async ({
  page,
}) => {
  const newPassword = 'Fresh5678!';
  await recover(page, newPassword);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await submitLogin(page, DEMO.email, newPassword);
  await expect(page.getByRole('banner').getByText('$1,000.00')).toBeVisible();

  // The link is single-use.
  const reused = await page.request.post('/api/auth/password/reset', {
    data: {
      token: new URL(`http://x${await latestResetLink(page)}`).searchParams.get('token'),
      password: 'Other1234!',
    },
  });
  expect(reused.status()).toBe(400);

  // Put the demo password back for the other tests.
  await page.context().clearCookies();
  await recover(page, DEMO.password);
});

test('an incomplete reset link explains itself', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('This reset link is incomplete. Ask for a new one from the log in window.'),
  ).toBeVisible();
});
