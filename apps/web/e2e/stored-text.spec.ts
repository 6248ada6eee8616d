import { registerFreshPlayer } from './support';
import { expect, test } from './test';

/**
 * What held when the product was probed (docs/product.md#security): text a player stores comes back as text. The API refuses markup in free text, so these are
 * the characters it does take that a careless page could still turn into code: quotes, ampersands, template braces
 * and a `javascript:` scheme.
 */
const ADDRESS = `1 "Quoted" & 'Single' St {{7*7}} \${alert(1)} javascript:alert(1)//`;
const CITY = `Denver &amp; "Co" {{constructor}}`;

test.describe('stored text', () => {
  test('a profile with quotes, ampersands and template braces shows them as typed and runs nothing', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await registerFreshPlayer(page);
    const saved = await page.request.put('/api/me/profile', { data: { address: ADDRESS, city: CITY } });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto('/user/profile');
    const details = page.getByRole('region', { name: 'Personal details' });
    await expect(details.getByText(ADDRESS, { exact: true })).toBeVisible();
    await expect(details.getByText(CITY, { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Edit details' }).click();
    await expect(details.getByLabel('Street address')).toHaveValue(ADDRESS);
    await expect(details.getByLabel('City')).toHaveValue(CITY);
    expect(dialogs).toEqual([]);
  });
});
