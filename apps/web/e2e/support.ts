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

/** A new player with a zero balance, logged in on the page's browser context (tests that need clean state). */
export async function registerFreshPlayer(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const answer = await page.request.post('/api/auth/register', {
    data: {
      login: `player${id}`,
      email: `player.${id}@casino.test`,
      pass: 'Secret123!',
      ip: '203.0.113.9',
      userAgent: 'playwright',
      domain: 'casino.test',
      country: 'US',
      currency: 'USD',
      lang: 'en',
      profile: {
        first_name: 'Pat',
        last_name: 'Tester',
        date_birth: '1990-01-01',
        gender: 'f',
        city: 'Austin',
        state: 'Texas',
        postcode: '73301',
        address: '1 Main St',
        phone_code: '+1',
        phone_number: '5125550100',
        privacy: true,
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
