import { expect, type Page } from '@playwright/test';

/** A fresh player with a known (zero) balance, logged in through the API: no spec shares its money. */
export async function registerFreshPlayer(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const answer = await page.request.post('/api/auth/register', {
    data: {
      login: `cash${id}`,
      email: `cash.${id}@casino.test`,
      pass: 'Secret123!',
      ip: '203.0.113.9',
      userAgent: 'playwright',
      domain: 'casino.test',
      country: 'US',
      currency: 'USD',
      lang: 'en',
      profile: {
        first_name: 'Casey',
        last_name: 'Cashier',
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
  // Registration answers with the session cookies; a login makes sure of it either way.
  const login = await page.request.post('/api/auth/login', {
    data: { email: `cash.${id}@casino.test`, password: 'Secret123!' },
  });
  expect(login.ok()).toBe(true);
}

export const headerBalance = (page: Page) => page.getByRole('banner').getByText(/^\$[\d,]+\.\d{2}$/);

/** Types a card into the provider's hosted frame, as the player would. */
export async function fillCardFrame(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Card details, handled by the payment provider"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Casey Cashier');
  await frame.getByRole('button', { name: 'Use this card' }).click();
  return frame;
}
