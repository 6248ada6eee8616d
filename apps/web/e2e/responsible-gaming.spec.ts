import { logInAsDemo } from './account-support';
import { cashierDialog as cashier, enterTestVisa } from './cashier-support';
import { clickHydrated } from './hydration';
import { registerFreshPlayer } from './support';
import { expect, test } from './test';

test('the demo player, whose history holds deposits, is not told "Before your first deposit"', async ({ page }) => {
  await logInAsDemo(page);
  const tools = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/responsible-gaming');
  await page.goto('/user/cashier/deposit');
  expect((await (await tools).json()).data.hasDeposited).toBe(true);
  const dialog = cashier(page);
  await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Before your first deposit/)).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Set deposit limits' })).toHaveCount(0);
});

test.describe('responsible gaming, for a fresh player', () => {
  test.beforeEach(async ({ page }) => {
    await registerFreshPlayer(page);
  });

  test('a daily deposit limit of 100 refuses a card deposit of 150, with the reason on screen', async ({ page }) => {
    await page.goto('/user/cashier/deposit');
    // Before the first deposit the cashier offers the limits.
    await cashier(page).getByRole('link', { name: 'Set deposit limits' }).click();
    await expect(page).toHaveURL(/\/user\/responsible-gaming#deposit-limits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();

    const daily = page
      .getByRole('region', { name: 'Deposit limits' })
      .getByRole('region', { name: 'daily deposit limit' });
    await daily.getByLabel('New daily limit').fill('100');
    await daily.getByRole('button', { name: 'Save limit' }).click();
    await expect(daily.getByText('Your daily deposit limit is now $100.00.')).toBeVisible();
    await expect(daily.getByText('Limit: $100.00')).toBeVisible();

    await page.goto('/user/cashier/deposit');
    const dialog = cashier(page);
    await dialog.getByLabel('Amount', { exact: true }).fill('150');
    await enterTestVisa(page);
    await dialog.getByRole('button', { name: 'Deposit $150.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This deposit would exceed your daily deposit limit of $100.00. You can deposit up to $100.00 more in this period.',
    );
    const transactions = await page.request.get('/api/me/transactions');
    expect((await transactions.json()).data.items).toHaveLength(0);
  });

  test('a self-excluded player cannot launch a game but can still open the withdraw tab', async ({ page }) => {
    await page.goto('/user/responsible-gaming');
    const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
    await exclusion.getByLabel('Length').selectOption({ label: '6 months' });
    await exclusion.getByRole('button', { name: 'Self-exclude' }).click();
    const confirm = page.getByRole('dialog', { name: 'Self-exclude for 6 months?' });
    await expect(confirm.getByText('It cannot be ended early, not even by our support team.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Self-exclude' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/^Your self-exclusion is active until /)).toBeVisible();

    await page.goto('/games/phantom-riches');
    await expect(page.getByText(/^You cannot play until .+ because your self-exclusion is active\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    // The API refuses the launch too, not only the page.
    const launch = await page.request.post('/api/games/real/link', { data: { alias: 'phantom-riches' } });
    expect(launch.status()).toBe(403);

    await page.goto('/user/cashier/deposit');
    await expect(
      cashier(page).getByText(/^Deposits are paused until .+ because your self-exclusion is active/),
    ).toBeVisible();
    await cashier(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/cashier\/withdraw$/);
    await expect(cashier(page).getByText(/Deposits are paused/)).toHaveCount(0);
    await expect(cashier(page).getByLabel('Amount', { exact: true })).toBeVisible();
  });

  test('a reality check every 15 minutes shows the session time and result; Stop playing goes to the lobby', async ({
    page,
  }) => {
    // Playwright's fake clock (installed for every test by e2e/test.ts) stands in for 15 minutes of play.
    await page.goto('/user/responsible-gaming');
    const reality = page.getByRole('region', { name: 'Reality check' });
    await reality.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
    await reality.getByRole('button', { name: 'Save' }).click();
    await expect(reality.getByText('Reality check saved: 15 minutes.')).toBeVisible();

    await page.goto('/games/phantom-riches');
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    await expect(page.getByTitle(/Phantom Riches/)).toBeVisible();
    await page.clock.fastForward('14:00');
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
    await page.clock.fastForward('01:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check.getByText(/^You have been playing for 15:0\d\.$/)).toBeVisible();
    await expect(check.getByText('Net result')).toBeVisible();
    await check.getByRole('button', { name: 'Stop playing' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
