import { depositFunds, registerFreshPlayer } from './support';
import { expect, test } from './test';

test.describe('live account (Server-Sent Events)', () => {
  test('money that arrives elsewhere shows in the header at once, without a refresh', async ({ page }) => {
    await registerFreshPlayer(page);
    const stream = page.waitForRequest((request) => request.url().endsWith('/api/me/events'));
    await page.goto('/');
    const balance = page.getByRole('banner').getByText('$0.00', { exact: true });
    await expect(balance).toBeVisible();
    await stream;

    // Confirmed by the API outside this page (another device, the crypto network): no click, no /api/me.
    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') meCalls.push(request.url());
    });
    await depositFunds(page, 20_00);
    await expect(page.getByRole('banner').getByText('$20.00', { exact: true })).toBeVisible();
    expect(meCalls).toEqual([]);
  });

  test('with the stream down, the refresh button still brings the balance', async ({ page }) => {
    // A fault the real server cannot produce on demand: the stream never connects.
    await page.route('**/api/me/events', (route) => route.abort('connectionrefused'));
    await registerFreshPlayer(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('$0.00', { exact: true })).toBeVisible();
    await depositFunds(page, 20_00);
    await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByRole('banner').getByText('$20.00', { exact: true })).toBeVisible();
  });
});
