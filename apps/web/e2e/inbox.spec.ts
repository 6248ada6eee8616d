import type { Page } from '@playwright/test';
import { depositFunds, JSON_REQUEST, registerFreshPlayer } from './support';
import { expect, test } from './test';

const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const inbox = (page: Page) => page.getByRole('list', { name: 'Your notifications, newest first' });

/** A withdrawal of the logged-in player through the API, as the cashier requests it; returns its id. */
async function requestWithdrawal(page: Page, minorUnits: number): Promise<string> {
  const answer = await page.request.post('/api/me/withdrawals', {
    data: {
      idempotencyKey: `e2e-wd-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      method: 'crypto',
      amount: minorUnits,
      coin: 'usdt',
      network: 'trc20',
      address: TRC20,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { transactionId: string } }).data.transactionId;
}

for (const width of [390, 1280]) {
  test.describe(`the player inbox at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a deposit confirmed elsewhere rings the bell at once; the inbox lists it, marks it read and links to the cashier', async ({
      page,
    }) => {
      await registerFreshPlayer(page);
      const stream = page.waitForRequest((request) => request.url().endsWith('/api/me/events'));
      await page.goto('/');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await stream;

      await depositFunds(page, 20_00);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await depositFunds(page, 25_00);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

      await bell(page).click();
      await expect(page).toHaveURL(/\/user\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const items = inbox(page).getByRole('listitem');
      await expect(items).toHaveCount(2);
      // Newest first.
      await expect(items.nth(0)).toContainText('Deposit of $25.00 confirmed (Unread)');
      await expect(items.nth(1)).toContainText('Deposit of $20.00 confirmed (Unread)');

      await page.getByRole('button', { name: 'Mark as read: Deposit of $25.00 confirmed' }).click();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await expect(items.nth(0)).not.toContainText('Unread');

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(items.nth(1)).not.toContainText('Unread');
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Deposit of $20.00 confirmed' }).click();
      await expect(page).toHaveURL(/\/user\/cashier\/deposit$/);
    });

    test('the payment team’s decisions on a withdrawal arrive as notices that lead to the cashier', async ({
      page,
    }) => {
      await registerFreshPlayer(page);
      await depositFunds(page, 50_00);
      const approved = await requestWithdrawal(page, 20_00);
      const rejected = await requestWithdrawal(page, 10_00);
      await page.goto('/user/notifications');
      await expect(inbox(page).getByRole('listitem')).toHaveCount(1);

      // The development control stands in for the operator's back office (loopback only).
      expect((await page.request.post(`/api/dev/withdrawals/${approved}/approve`, JSON_REQUEST)).ok()).toBe(true);
      const reject = await page.request.post(`/api/dev/withdrawals/${rejected}/reject`, {
        ...JSON_REQUEST,
        data: { reason: 'The address could not be verified' },
      });
      expect(reject.ok()).toBe(true);

      // The list reads again when the stream says the count moved.
      await expect(inbox(page).getByRole('listitem')).toHaveCount(3);
      await expect(inbox(page).getByRole('listitem').nth(0)).toContainText(
        'Withdrawal of $10.00 rejected (Unread)Reason: The address could not be verified. The amount is back in your balance.',
      );
      await page.getByRole('link', { name: 'Withdrawal of $20.00 approved' }).click();
      await expect(page).toHaveURL(/\/user\/cashier\/pending$/);
      await page.goto('/user/notifications');
      // Following the link read it.
      await expect(inbox(page).getByRole('listitem').nth(1)).not.toContainText('Unread');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    });

    test('a new player sees an empty inbox that says what will arrive there', async ({ page }) => {
      await registerFreshPlayer(page);
      await page.goto('/user/notifications');
      await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
      await expect(page.getByText('Notifications are kept for 90 days.', { exact: false })).toBeVisible();
    });
  });
}

test('a failed inbox says so in its own words and tries again', async ({ page }) => {
  await registerFreshPlayer(page);
  let fail = true;
  // A fault the real server cannot produce on demand.
  await page.route('**/api/me/notifications?*', (route) =>
    fail
      ? route.fulfill({ status: 502, json: { status: 'error', message: 'Bad gateway', data: null } })
      : route.fallback(),
  );
  await page.goto('/user/notifications');
  await expect(page.getByRole('heading', { name: 'Failed to fetch notifications' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
});
