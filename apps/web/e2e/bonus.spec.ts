import type { Page } from '@playwright/test';
import { cashierDialog as cashier, enterTestVisa, headerBalance } from './cashier-support';
import { JSON_REQUEST, placeRealBet, registerFreshPlayer } from './support';
import { expect, test } from './test';

// Bonuses that pay (docs/product.md#bonuses), against the real reference API: the seeded Welcome Bonus (100% up to $500, 35x, slots 100%).
const WELCOME = 'Welcome Bonus 100% up to $500';
const active = (page: Page) => page.getByRole('region', { name: 'Your active promotions' });

/** A fresh player who has activated the promotion `alias`, on the cashier's deposit tab. */
async function depositTabWith(page: Page, alias: string) {
  await registerFreshPlayer(page);
  expect((await page.request.post(`/api/me/promotions/${alias}/activate`, JSON_REQUEST)).ok()).toBe(true);
  await page.goto('/user/cashier/deposit');
  return cashier(page);
}

test.describe('bonuses that pay', () => {
  test('a card deposit with the Welcome Bonus pays $20 of bonus; a slot bet moves its wagering; cancelling forfeits it', async ({
    page,
  }) => {
    const dialog = await depositTabWith(page, 'welcome-bonus');
    await dialog.getByRole('button', { name: '$20', exact: true }).click();
    await dialog.getByLabel('Promotion').selectOption({ label: WELCOME });
    await enterTestVisa(page);
    await dialog.getByRole('button', { name: 'Deposit $20.00' }).click();
    await expect(dialog.getByText('Deposit of $20.00 completed. Your balance is $40.00.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('$40.00');

    // The withdraw tab: only the cash can leave; the bonus is held back with its wagering.
    await dialog.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByText('Withdrawable balance: $20.00')).toBeVisible();
    await expect(
      dialog.getByText('$20.00 of your balance is bonus money: it becomes withdrawable when its wagering is complete.'),
    ).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuetext',
      '$0.00 of $700.00 wagered (0%)',
    );

    // A $5 slot stake, paid from cash first, counts in full.
    await placeRealBet(page, 'phantom-riches', 500);
    await page.goto('/user/promotions');
    const card = active(page).getByRole('article');
    await expect(card.getByRole('heading', { name: WELCOME })).toBeVisible();
    await expect(card.getByText('$20.00 of $20.00')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuetext',
      '$5.00 of $700.00 wagered (0%)',
    );

    await active(page)
      .getByRole('button', { name: `Cancel ${WELCOME}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this promotion?' });
    await expect(confirm.getByText(/Your bonus balance of \$20\.00 will be forfeited\./)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel promotion' }).click();
    await expect(active(page).getByText('You have no active promotions.')).toBeVisible();

    const me = (await (await page.request.get('/api/me')).json()).data as { balance: number; bonusBalance: number };
    expect(me.bonusBalance).toBe(0);
    const newest = (await (await page.request.get('/api/me/transactions')).json()).data.items[0];
    expect(newest).toMatchObject({ type: 'bonus', amount: -2_000, balanceAfter: me.balance });
    await expect(headerBalance(page)).toHaveText(
      `$${(me.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });
});

test('a deposit below the minimum its promotion states is refused with the reason, and nothing is charged', async ({
  page,
}) => {
  const dialog = await depositTabWith(page, 'high-roller');
  const before = await headerBalance(page).textContent();
  await dialog.getByLabel('Amount', { exact: true }).fill('500');
  // "For deposits of $1,000 or more".
  await dialog.getByLabel('Promotion').selectOption({ label: 'High Roller 25% up to $2,000' });
  await enterTestVisa(page);
  await dialog.getByRole('button', { name: 'Deposit $500.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Deposit at least 1000.00 USD to receive this promotion's bonus");
  await expect(headerBalance(page)).toHaveText(before ?? '');
});
