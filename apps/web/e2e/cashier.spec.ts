import { expectNoViolations } from './axe';
import { cashierDialog as cashier, fillCardFrame, headerBalance } from './cashier-support';
import { depositFunds, JSON_REQUEST, registerFreshPlayer } from './support';
import { expect, test } from './test';

test.describe('cashier, for a fresh player', () => {
  test.beforeEach(async ({ page }) => {
    await registerFreshPlayer(page);
  });

  test('opens over the page the player came from, and over the lobby from a deep link; closing returns there', async ({
    page,
  }) => {
    await page.goto('/providers');
    const heading = page.locator('main h1');
    await expect(heading).toHaveText('Providers');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Deposit' });
    await opener.click();
    await expect(cashier(page)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/cashier\/deposit$/);
    // The page stays behind the dialog, with its content, not a blank main.
    await expect(heading).toHaveText('Providers');
    await expect(page.locator('main').getByText('Granite Peak Games').first()).toBeVisible();
    await cashier(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/cashier\/withdraw$/);
    await expect(heading).toHaveText('Providers');
    await page.keyboard.press('Escape');
    await expect(cashier(page)).toBeHidden();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(opener).toBeFocused();
    await expect(page).toHaveTitle(/^Providers/);

    await page.goto('/user/cashier/pending');
    await expect(cashier(page)).toBeVisible();
    await expect(heading).toHaveText('Lobby');
    await cashier(page).getByRole('button', { name: 'Close cashier' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toHaveText('Lobby');
    await expect(heading).toBeFocused();
  });

  test('deposits 50 by a test card, once, however often Deposit is clicked', async ({ page }) => {
    const deposits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/me/deposits/card')) deposits.push(r.postData() ?? '');
    });
    await page.goto('/user/cashier/deposit');
    const dialog = cashier(page);
    await expect(dialog.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    await dialog.getByRole('button', { name: '$50', exact: true }).click();
    const frame = await fillCardFrame(page, '4242 4242 4242 4242');
    await expect(frame.getByText('Card accepted.')).toBeVisible();
    await expect(dialog.getByText('Visa ending in 4242 is ready.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Deposit $50.00' }).dblclick();
    await expect(dialog.getByText('Deposit of $50.00 completed. Your balance is $50.00.')).toBeVisible();
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).not.toMatch(/4242 ?4242/);
    // The number stayed in the provider's frame: nothing of it in the casino page's storage or cookies.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored).not.toMatch(/4242 ?4242/);
    expect(JSON.parse(deposits[0] ?? '{}')).toMatchObject({ amount: 5000, promotionAlias: null });
    await expect(headerBalance(page)).toHaveText('$50.00');
    const transactions = await page.request.get('/api/me/transactions');
    expect((await transactions.json()).data.items[0]).toMatchObject({ type: 'deposit', amount: 5000 });
  });

  test('the card frame wears the cashier’s colours at 390 and 1280 px, and axe finds nothing inside it', async ({
    page,
  }) => {
    const corners: { width: number; surface: string; png: Buffer }[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user/cashier/deposit');
      // A dialog from 768 px up, the page itself on a phone: the frame is the same bordered surface in both.
      const frameElement = page.locator('iframe[title="Card details, handled by the payment provider"]');
      const frame = page.frameLocator('iframe[title="Card details, handled by the payment provider"]');
      await expect(frame.getByLabel('Card number')).toBeVisible();
      const surface = await frameElement.evaluate((el) => getComputedStyle(el).backgroundColor);
      const look = await frame.locator('body').evaluate((body) => ({
        background: getComputedStyle(body).backgroundColor,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        button: getComputedStyle(body.querySelector('button') as Element).backgroundColor,
      }));
      const primary = await page
        .getByRole('button', { name: /^Deposit/ })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      // The frame follows the page's scheme (docs/product.md#light-and-dark): the suite's browsers prefer light.
      const pageScheme = await page.locator('html').getAttribute('data-color-scheme');
      expect({ width, ...look }).toEqual({ width, background: surface, scheme: pageScheme, button: primary });
      corners.push({ width, surface, png: await frameElement.screenshot() });
      await expectNoViolations(page, `the cashier's card frame at ${width} px`);
    }

    // What is drawn, not only what is computed: the frame's own padding is the cashier's surface. The screenshots are read
    // on a page of their own, opened last (a second page in front would hide the cashier's).
    const scratch = await page.context().newPage();
    for (const { width, surface, png } of corners) {
      const pixel = await scratch.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        // Inside the border and the rounded corners, above the first label.
        const [r, g, b] = context?.getImageData(Math.floor(image.width / 2), 3, 1, 1).data ?? [];
        return `rgb(${r}, ${g}, ${b})`;
      }, png.toString('base64'));
      expect({ width, pixel }).toEqual({ width, pixel: surface });
    }
    await scratch.close();
  });

  test('a declined card shows its reason and changes nothing', async ({ page }) => {
    await page.goto('/user/cashier/deposit');
    const dialog = cashier(page);
    await dialog.getByLabel('Amount', { exact: true }).fill('25');
    await fillCardFrame(page, '4000 0000 0000 9995');
    await expect(dialog.getByText('Visa ending in 9995 is ready.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Deposit $25.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined: Insufficient funds');
    await expect(headerBalance(page)).toHaveText('$0.00');
  });

  test('a card that asks for confirmation deposits after the code', async ({ page }) => {
    await page.goto('/user/cashier/deposit');
    const dialog = cashier(page);
    await dialog.getByLabel('Amount', { exact: true }).fill('30');
    const frame = await fillCardFrame(page, '4000 0000 0000 3220');
    await expect(dialog.getByText('Your bank asks for an extra confirmation in the card form.')).toBeVisible();
    await frame.getByLabel('Confirmation code').fill('1234');
    await frame.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Visa ending in 3220 is ready.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Deposit $30.00' }).click();
    await expect(dialog.getByText(/Deposit of \$30\.00 completed/)).toBeVisible();
  });

  test('a crypto deposit in usdt on TRC20 shows an address and QR, and once confirmed, the balance', async ({
    page,
  }) => {
    await page.goto('/user/cashier/deposit');
    const dialog = cashier(page);
    await dialog.getByRole('radio', { name: 'Crypto' }).check();
    await dialog.getByRole('radio', { name: /Tether/ }).check();
    await dialog.getByRole('radio', { name: /Tron/ }).check();
    await dialog.getByRole('button', { name: '$100', exact: true }).click();
    const opening = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/me/deposits/crypto'),
    );
    await dialog.getByRole('button', { name: 'Get deposit address' }).click();
    const { depositId } = (await (await opening).json()).data as { depositId: string };
    await expect(dialog.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await expect(dialog.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
    await expect(dialog.getByText('100 Tether')).toBeVisible();
    await expect(dialog.getByText('Waiting for the network to confirm your deposit...')).toBeVisible();

    const opened = await page.request.get('/api/me/transactions');
    expect((await opened.json()).data.items).toHaveLength(0);
    // The reference API's development control stands in for the blockchain confirming the transfer.
    expect((await page.request.post(`/api/dev/deposits/crypto/${depositId}/confirm`, JSON_REQUEST)).ok()).toBe(true);
    await expect(dialog.getByText('Deposit confirmed: $100.00 is in your balance.')).toBeVisible({ timeout: 15_000 });
    await expect(headerBalance(page)).toHaveText('$100.00', { timeout: 15_000 });
  });

  test('withdraws to a valid address, sees it pending, cancels it and gets the balance back', async ({ page }) => {
    await page.goto('/user/cashier/deposit');
    await page.getByRole('dialog', { name: 'Cashier' }).getByLabel('Amount', { exact: true }).fill('80');
    await fillCardFrame(page, '5555 5555 5555 4444');
    await expect(cashier(page).getByText('Mastercard ending in 4444 is ready.')).toBeVisible();
    await cashier(page).getByRole('button', { name: 'Deposit $80.00' }).click();
    await expect(headerBalance(page)).toHaveText('$80.00');

    await cashier(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/cashier\/withdraw$/);
    const dialog = cashier(page);
    await dialog.getByRole('radio', { name: /Tether/ }).check();
    await dialog.getByRole('radio', { name: /Tron/ }).check();
    await dialog.getByLabel('Wallet address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await dialog.getByLabel('Amount', { exact: true }).fill('100');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByText(/This is not a valid USDT TRC20 address/)).toBeVisible();
    await expect(dialog.getByText('The amount is more than your withdrawable balance of $80.00')).toBeVisible();

    await dialog.getByLabel('Wallet address').fill('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    await dialog.getByLabel('Amount', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      dialog.getByText('Withdrawal of $30.00 requested. It is pending until it is processed.'),
    ).toBeVisible();
    await expect(headerBalance(page)).toHaveText('$50.00');

    await dialog.getByRole('link', { name: 'See pending withdrawals' }).click();
    await expect(page).toHaveURL(/\/user\/cashier\/pending$/);
    const row = dialog.getByRole('row', { name: /\$30\.00/ });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Cancel the withdrawal of $30.00' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Withdrawal cancelled successfully' })).toBeVisible();
    // The tab lists only what can still be cancelled (docs/product.md#cashier); the cancelled one is in the history.
    await expect(row).toBeHidden();
    await expect(dialog.getByRole('heading', { name: 'No pending withdrawals' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('$80.00');

    // The transactions page shows the withdrawal as cancelled (it stayed pending), beside the
    // refund that gave the $30.00 back, and the running balance ends at the balance.
    await page.goto('/user/transactions');
    const ledger = page.getByRole('table', { name: 'Transactions' });
    const withdrawal = ledger.getByRole('row', { name: /Withdrawal wd_\w+ to USDT TRC20/ });
    await expect(withdrawal).toContainText('Cancelled');
    await expect(withdrawal).toContainText('$50.00');
    const refund = ledger.getByRole('row', { name: /Withdrawal wd_\w+ cancelled/ });
    await expect(refund).toContainText('Completed');
    await expect(refund).toContainText('$80.00');
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px, the second page of pending withdrawals opens at the list's start, with focus on it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await depositFunds(page, 30_000);
      // Two full pages and one more: page 2 is as long as page 1, so nothing but the fix brings its start into view.
      for (let n = 1; n <= 21; n += 1) {
        const answer = await page.request.post('/api/me/withdrawals', {
          data: {
            method: 'crypto',
            idempotencyKey: `e2e-paging-${width}-${n}-${Math.random().toString(36).slice(2, 10)}`,
            amount: 1_000 + n,
            coin: 'usdt',
            network: 'trc20',
            address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
          },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
      }
      await page.goto('/user/cashier/pending');
      const table = page.getByRole('table', { name: 'Pending withdrawals' });
      await expect(table.getByRole('row')).toHaveCount(11);
      // A page at 390 px, the cashier dialog at 1440 px: either way the page links sit below the fold.
      const pages = page.getByRole('navigation', { name: 'Pending withdrawals pages' });
      await pages.scrollIntoViewIfNeeded();
      await expect(table.getByRole('row').nth(1)).not.toBeInViewport({ ratio: 0.5 });
      await pages.getByRole('link', { name: /2/ }).click();
      await expect(page).toHaveURL(/\/user\/cashier\/pending\?page=2$/);
      await expect(table.getByRole('row')).toHaveCount(11);
      await expect(table.getByRole('row', { name: /\$10\.11/ })).toBeVisible();
      await expect(table).toBeFocused();
      await expect(table.getByRole('row').nth(1)).toBeInViewport({ ratio: 0.5 });
    });
  }
});
