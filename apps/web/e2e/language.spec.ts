import type { Page } from '@playwright/test';
import { registerFreshPlayer, submitLogin } from './support';
import { expect, pinClock, test } from './test';

/** A second full language with a switch; the app's and the design system's texts, amounts and links follow it. */

const footer = (page: Page) => page.getByRole('contentinfo');
/** The footer's picker, named "Language" in English and "Sprache" in German. */
const footerSwitch = (page: Page) => footer(page).getByRole('combobox', { name: /^(Language|Sprache)$/ });
/** An amount in de-DE: `1.000,00 $` (thousands with dots, decimal comma, symbol after). */
const GERMAN_AMOUNT = /^\d{1,3}(\.\d{3})*,\d{2}\s\$$/;

async function switchToGerman(page: Page) {
  await footerSwitch(page).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(footer(page).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
}

test.describe('language switch', () => {
  test('a visitor switches to Deutsch from the footer: the UI, <html lang> and amounts change at once and survive a reload', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const firstAmount = page.locator('data[data-currency="USD"]').first();
    await expect(firstAmount).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(footer(page).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await switchToGerman(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Turniere' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fußzeile' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Verantwortungsvolles Spielen' }).first()).toBeVisible();
    await expect(firstAmount).toHaveText(GERMAN_AMOUNT);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footer(page).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(page.locator('data[data-currency="USD"]').first()).toHaveText(GERMAN_AMOUNT);
  });

  test('opening a German page does not change a visitor’s language; with Deutsch chosen, footer links lead to /de/ pages', async ({
    page,
  }) => {
    await page.goto('/de/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footerSwitch(page)).toHaveValue('en');
    await expect(footer(page).locator('a[href="/en/terms-and-conditions"]')).toBeVisible();

    await switchToGerman(page);
    const hrefs = await footer(page)
      .locator('a[href^="/de/"], a[href^="/en/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(14);
    expect(hrefs.every((href) => href?.startsWith('/de/'))).toBe(true);

    await footer(page).locator('a[href="/de/terms-and-conditions"]').click();
    await expect(page).toHaveURL(/\/de\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  });

  test('a player’s choice is saved to the profile and a new browser that logs in speaks German', async ({
    page,
    browser,
  }) => {
    const player = await registerFreshPlayer(page);
    await page.goto('/user/profile');
    const profileSwitch = page.getByRole('main').getByRole('combobox', { name: 'Language' });
    await expect(profileSwitch).toHaveValue('en');

    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/me/profile'));
    await profileSwitch.selectOption('de');
    expect((await saved).postDataJSON()).toEqual({ lang: 'de' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footer(page).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    const { baseURL, storageState } = test.info().project.use;
    const other = await pinClock(await browser.newContext({ baseURL, storageState }));
    try {
      const second = await other.newPage();
      await second.goto('/');
      await expect(second.locator('html')).toHaveAttribute('lang', 'en');
      await second.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await submitLogin(second, player.email, player.password);
      await expect(second.locator('html')).toHaveAttribute('lang', 'de');
      await expect(footer(second).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
      await expect(second.getByRole('banner').locator('data[data-currency="USD"]').first()).toHaveText(GERMAN_AMOUNT);
    } finally {
      await other.close();
    }
  });
});
