import { expect, type Page } from '@playwright/test';

/** The seeded demo player (README "Demo account"). */
export const DEMO = { email: 'demo@casino.test', username: 'demo', password: 'Demo1234!' } as const;

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'LOG IN' });

/** Fills the open LOG IN modal and submits it. */
export async function submitLogin(page: Page, identifier: string = DEMO.email, password: string = DEMO.password) {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email or username').fill(identifier);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from the header on the current page and waits for the balance to show. */
export async function logInFromHeader(page: Page, identifier: string = DEMO.email, password: string = DEMO.password) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, identifier, password);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
}
