import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { registerFreshPlayer } from './account-support';
import { expectNoViolations } from './axe';
import { cashierDialog } from './cashier-support';
import { clickHydrated } from './hydration';
import { gbPort, originOf } from './ports';
import { JSON_REQUEST } from './support';
import { expect, test } from './test';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const REVIEW = '/api/dev/verification/documents';

/** A phone photo of a document: a real JPEG the API re-encodes. */
const photo = async () => ({
  name: 'passport.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 220, g: 200, b: 170 } } })
    .jpeg()
    .toBuffer(),
});

const statement = () => ({
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ),
});

const slot = (page: Page, kind: string) => page.getByTestId(`document-${kind}`);
const accountStatus = (page: Page) => page.getByRole('region', { name: 'Account status' });

/** Picks a file through the uploader's "Choose a file" button, as a player does. */
async function sendFile(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await slot(page, kind).getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
}

/** The review control of the development services (loopback only), as the operator uses it. */
async function review(page: Page, email: string, kind: string, decision: 'approve' | 'reject', reason?: string) {
  const queue = (await (await page.request.get(REVIEW)).json()).data as { id: number; player: string; kind: string }[];
  const doc = queue.find((item) => item.player === email && item.kind === kind);
  expect(doc, `${kind} of ${email} waits for review`).toBeDefined();
  const answer = await page.request.post(`${REVIEW}/${doc?.id}/${decision}`, {
    ...JSON_REQUEST,
    data: decision === 'reject' ? { reason } : {},
  });
  expect(answer.ok()).toBe(true);
}

for (const size of SIZES) {
  test.describe(`identity verification on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a player sends documents, sees a rejection arrive live with its reason, sends a new file and is approved', async ({
      page,
    }) => {
      test.slow();
      const player = await registerFreshPlayer(page);
      await page.goto('/user/verification');
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
      await expect(accountStatus(page).getByText('Not submitted')).toBeVisible();
      await expectNoViolations(page, 'verification page');

      // Checked in the browser before anything is sent: the type comes from the bytes, not the name.
      await sendFile(page, 'passport', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>') });
      await expect(slot(page, 'passport').getByRole('alert')).toHaveText('Please send a JPEG, PNG or PDF file.');

      await sendFile(page, 'passport', await photo());
      await expect(slot(page, 'passport').getByText('Pending review')).toBeVisible();
      await expect(accountStatus(page).getByText('Pending review')).toBeVisible();
      await expect(slot(page, 'passport').getByRole('link', { name: 'Download passport.jpg' })).toBeVisible();

      const reason = 'The photo is blurred: your name cannot be read.';
      await review(page, player.email, 'passport', 'reject', reason);
      // No reload: the decision comes through the account stream.
      await expect(slot(page, 'passport').getByText(`Reason: ${reason}`)).toBeVisible();
      await expect(accountStatus(page).getByText('Rejected')).toBeVisible();
      await expectNoViolations(page, 'verification page with a rejection');

      await sendFile(page, 'passport', await photo());
      await expect(slot(page, 'passport').getByText('Pending review')).toBeVisible();
      await page.getByRole('radio', { name: 'Bank statement' }).check({ force: true });
      await sendFile(page, 'bank-statement', statement());
      await expect(slot(page, 'bank-statement').getByText('Pending review')).toBeVisible();

      await review(page, player.email, 'passport', 'approve');
      await review(page, player.email, 'bank-statement', 'approve');
      await expect(accountStatus(page).getByText('Approved')).toBeVisible();
      await expect(accountStatus(page).getByText('Your identity is verified. Nothing more to do.')).toBeVisible();

      await page.goto('/user/profile');
      await expect(page.getByRole('region', { name: 'Verify your identity' }).getByText('Approved')).toBeVisible();
    });

    test('an upload shows its progress and can be cancelled', async ({ page }) => {
      await registerFreshPlayer(page);
      // Fault injected: the upload never gets an answer, so it stays in flight until the player cancels it.
      await page.route('**/api/me/verification/documents', () => {});
      await page.goto('/user/verification');
      await sendFile(page, 'passport', await photo());
      await expect(slot(page, 'passport').getByRole('progressbar', { name: 'Uploading passport.jpg' })).toBeVisible();
      await slot(page, 'passport').getByRole('button', { name: 'Cancel' }).click();
      await expect(slot(page, 'passport').getByRole('alert')).toHaveText('Upload cancelled.');
      await expect(slot(page, 'passport').getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    });
  });
}

test.describe('GB jurisdiction', () => {
  test.use({ baseURL: originOf(gbPort) });

  test('a new player is refused a deposit and real-money play until verified, and told where to verify', async ({
    page,
  }) => {
    await registerFreshPlayer(page);
    const launch = await page.request.post('/api/games/real/link', {
      ...JSON_REQUEST,
      data: { alias: 'phantom-riches' },
    });
    expect(launch.status()).toBe(403);
    expect((await launch.json()).data).toEqual({ code: 'VERIFICATION_REQUIRED', step: 'real-play' });
    const deposit = await page.request.post('/api/me/deposits/card/sessions', JSON_REQUEST);
    expect((await deposit.json()).data).toEqual({ code: 'VERIFICATION_REQUIRED', step: 'deposit' });
    const site = (await (await page.request.get('/api/site')).json()).data;
    expect(site.verification).toEqual({ beforeDeposit: true, beforeRealPlay: true, withdrawalThreshold: 0 });

    // The game page says why Play did nothing, and where to go.
    await page.goto('/games/phantom-riches');
    await clickHydrated(page.getByRole('button', { name: 'Play' }));
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Please verify your identity before playing for real money.' });
    await expect(notice).toBeVisible();
    await expectNoViolations(page, 'game page refusing real play');
    await notice.getByRole('link', { name: 'Verify your identity' }).click();
    await expect(page).toHaveURL(/\/user\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();

    // The cashier says it too, before any deposit is opened, and nothing is charged.
    await page.goto('/user/cashier/deposit');
    const cashier = cashierDialog(page);
    await cashier.getByRole('radio', { name: 'Crypto' }).check();
    await cashier.getByRole('radio', { name: /Tether/ }).check();
    await cashier.getByRole('radio', { name: /Tron/ }).check();
    await cashier.getByRole('button', { name: '$100', exact: true }).click();
    await cashier.getByRole('button', { name: 'Get deposit address' }).click();
    const refusal = cashier
      .getByRole('alert')
      .filter({ hasText: 'Please verify your identity before your first deposit.' });
    await expect(refusal).toBeVisible();
    await expect(cashier.getByTestId('deposit-address')).toHaveCount(0);
    await expectNoViolations(page, 'cashier refusing a deposit');
    expect((await (await page.request.get('/api/me/transactions')).json()).data.items).toHaveLength(0);
    await refusal.getByRole('link', { name: 'Verify your identity' }).click();
    await expect(page).toHaveURL(/\/user\/verification$/);
  });
});
