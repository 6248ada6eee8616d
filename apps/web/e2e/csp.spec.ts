import type { Page } from '@playwright/test';
import { loginDialog } from './support';
import { expect, test } from './test';

/** Every CSP violation a page reports (the `securitypolicyviolation` event), whatever the document it happened in. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the lobby, a category, a game page and the log in form load without any CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const games = await page.request.get('/api/games?per_page=1');
  const alias = ((await games.json()) as { data: { items: { alias: string }[] } }).data.items[0]?.alias;

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page).getByText('Email or username is required')).toBeVisible();

  await page.goto('/categories/slots');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toBeVisible();

  await page.goto(`/games/${alias}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Game not found');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});
