import type { Page } from '@playwright/test';

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
