import { expect, test } from './test';

const INFO_PAGES = [
  'vip-club',
  'tournaments',
  'weekly-cashback',
  'deposit-methods',
  'withdrawal-methods',
  'refund-policy',
  'payment-security',
  'aml-policy',
  'terms-and-conditions',
  'privacy-policy',
  'bonus-terms',
  'about',
  'help-desk',
  'responsible-gaming',
];

test.describe('informational pages', () => {
  test('given a visitor, every footer link opens a real page in English', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Responsible Gaming' })).toBeVisible();
    const hrefs = await footer
      .locator('a[href^="/en/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(INFO_PAGES.map((p) => `/en/${p}`)));

    // Followed as a visitor does: each link from the footer of the page before.
    const heading = page.getByRole('heading', { level: 1 });
    let previous = await heading.textContent();
    for (const href of hrefs) {
      await footer.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(href ?? '/');
      // Each page is titled apart: a new heading is the new page, not the one before it still on screen.
      await expect(heading).not.toHaveText(previous ?? '');
      await expect(heading).toBeVisible();
      previous = await heading.textContent();
      await expect(page.getByText(/^Last updated:/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    }
  });

  test('the terms read with brand values, a table of contents and a last-updated date', async ({ page }) => {
    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page).toHaveTitle(/Terms and Conditions/);
    await expect(page.getByText('Last updated: November 1, 2026')).toBeVisible();
    await expect(page.getByText(/Licence no\. DEMO-000\d/).first()).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: '9. Complaints' }).click();
    await expect(page).toHaveURL(/#complaints$/);
    await expect(page.getByRole('heading', { level: 2, name: '9. Complaints' })).toBeInViewport();
    await expect(page.getByText(/Send a complaint to \S+@\S+\./)).toBeVisible();
  });

  test('a page switches to German and back, with German labels around the text', async ({ page }) => {
    await page.goto('/en/responsible-gaming');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/responsible-gaming');
    await expect(page.getByRole('heading', { level: 1, name: 'Verantwortungsvolles Spielen' })).toBeVisible();
    await expect(page.getByText('Zuletzt aktualisiert: 2. November 2026')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toBeVisible();
    await expect(page.locator('[lang="de"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Selbstsperre' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
  });

  test('every page exists in German', async ({ page }) => {
    for (const name of INFO_PAGES) {
      await page.goto(`/de/${name}`);
      await expect(page.getByText(/^Zuletzt aktualisiert:/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    }
  });

  test('the responsible-gaming page explains the tools and links help organisations', async ({ page }) => {
    await page.goto('/en/responsible-gaming');
    for (const tool of ['Deposit and loss limits', 'Reality check', 'Cool-off', 'Self-exclusion']) {
      await expect(page.getByRole('heading', { level: 2, name: tool })).toBeVisible();
    }
    const help = page.getByRole('region', { name: 'Get help' });
    await expect(help.getByRole('link', { name: 'BeGambleAware' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org',
    );
    await expect(help.getByRole('link', { name: /GamCare/ })).toHaveAttribute('target', '_blank');
  });

  test('the footer shows 18+ and a help-organisation link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('18+ Play responsibly')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Gambling help' })).toHaveAttribute('href', /^https:\/\//);
    await footer.getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL('/en/responsible-gaming');
  });

  for (const path of ['/fr/about', '/en/no-such-page', '/xx/nothing']) {
    test(`${path} is a not-found page with a way home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the lobby' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('the VIP Club lists levels with benefits from the brand and links its rules', async ({ page }) => {
    await page.goto('/vip-club');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
    for (const level of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
      await expect(page.getByRole('heading', { level: 3, name: level })).toBeVisible();
    }
    await expect(page.getByText('15% weekly cashback')).toBeVisible();
    await expect(page.getByText('From 75,000 points in 90 days · By invitation')).toBeVisible();
    await page.getByRole('link', { name: 'Read the VIP Club rules' }).click();
    await expect(page).toHaveURL('/en/vip-club');
  });
});
