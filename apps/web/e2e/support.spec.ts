import { expect, test } from './test';

test.describe('support', () => {
  test('given a visitor, the support page offers phone, email, the help desk and a searchable FAQ', async ({
    page,
  }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByText('12 questions')).toBeVisible();
    await faq.getByLabel('Search the FAQ').fill('cancel withdrawal');
    await expect(faq.getByText('1 question')).toBeVisible();
    await faq.getByText('Can I cancel a withdrawal?').click();
    await expect(faq.getByText(/you can cancel a withdrawal while it is still pending/)).toBeVisible();

    await faq.getByLabel('Search the FAQ').fill('roulette strategy');
    await expect(faq.getByText('No questions match "roulette strategy".')).toBeVisible();

    await contact.getByRole('link', { name: 'Open the help desk' }).click();
    await expect(page).toHaveURL('/en/help-desk');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Desk' })).toBeVisible();
  });
});
