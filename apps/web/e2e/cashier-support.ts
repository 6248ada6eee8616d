import type { Page } from '@playwright/test';
import { expect } from './test';

/** The cashier, open as a dialog over the page. */
export const cashierDialog = (page: Page) => page.getByRole('dialog', { name: 'Cashier' });

/**
 * The balance in the header, as a sighted player reads it. Not through the banner's role: a modal opened before the
 * player's header part arrived (a deep link to the cashier) hides the whole header from the accessibility tree.
 */
export const headerBalance = (page: Page) => page.locator('header').getByText(/^\$[\d,]+\.\d{2}$/);

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

/** Enters the test Visa 4242 in the hosted frame and waits until the cashier says it is ready to pay with. */
export async function enterTestVisa(page: Page) {
  const frame = await fillCardFrame(page, '4242 4242 4242 4242');
  await expect(cashierDialog(page).getByText('Visa ending in 4242 is ready.')).toBeVisible();
  return frame;
}
