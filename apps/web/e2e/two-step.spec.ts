import { readFile } from 'node:fs/promises';
import { registerFreshPlayer } from './account-support';
import { expectNoViolations } from './axe';
import { accountButton, loginDialog, logOutFromHeader } from './support';
import { expect, pinClock, test } from './test';
import { authenticatorCode, devicesSection, turnOnTwoStep, twoStepSection } from './two-step-support';

// One worker takes this file's tests in turn: they mostly wait for a code's 30 s step, and two of them waiting side by
// side would leave a core idle. The config starts this file first, so the other workers' tests fill those waits.
test.describe.configure({ mode: 'default' });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Logs in from the header up to the second step: the code is asked for, no session yet. */
async function passwordStep(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  return dialog;
}

for (const size of SIZES) {
  test.describe(`two-step sign-in and signed-in devices on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a player turns it on, logs in with a code, then with a recovery code, and turns it off', async ({ page }) => {
      // Each code waits until the run's clock and the server's are well inside one 30 s step (two-step-support.ts):
      // up to three such waits on top of the steps themselves.
      test.slow();
      const player = await registerFreshPlayer(page);
      await page.goto('/user/profile');
      await expect(twoStepSection(page).getByText(/Protect your account with a second step/)).toBeVisible();
      const { secret, recoveryCodes } = await turnOnTwoStep(page);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await expectNoViolations(page, 'recovery codes');

      const download = page.waitForEvent('download');
      await twoStepSection(page).getByRole('button', { name: 'Download as a text file' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('127.0.0.1-recovery-codes.txt');
      const text = await readFile((await file.path()) ?? '', 'utf8');
      for (const code of recoveryCodes) expect(text).toContain(code);
      expect(text).toContain(`Account: ${player.email}`);

      await twoStepSection(page).getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(twoStepSection(page).getByText('Two-step sign-in is on.')).toBeVisible();
      await expect(twoStepSection(page).getByText('10 unused recovery codes left.')).toBeVisible();

      // Log out (from the lobby: from a player's page the login modal would open by itself to come back), then in:
      // the password alone starts no session.
      await page.goto('/');
      await logOutFromHeader(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      let dialog = await passwordStep(page, player.email, player.password);
      expect((await page.request.get('/api/me')).status()).toBe(401);
      await expectNoViolations(page, 'login second step');
      // A wrong code is refused and the player may try again.
      await dialog.getByLabel('Authentication code').fill('000000');
      await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Try the one your app shows now.');
      await dialog.getByLabel('Authentication code').fill(await authenticatorCode(page, secret, 0));
      await expect(dialog).toBeHidden();
      await expect(accountButton(page)).toBeVisible();

      // Then with a recovery code instead of the app.
      await page.goto('/');
      await logOutFromHeader(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      dialog = await passwordStep(page, player.email, player.password);
      await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await dialog.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/user/profile');
      await expect(twoStepSection(page).getByText('9 unused recovery codes left.')).toBeVisible();
      await twoStepSection(page).getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await twoStepSection(page).getByLabel('Password', { exact: true }).fill(player.password);
      await twoStepSection(page)
        .getByLabel('Code from your app or a recovery code')
        .fill(await authenticatorCode(page, secret, 1));
      await twoStepSection(page).getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await expect(twoStepSection(page).getByText('Two-step sign-in is off.')).toBeVisible();
      await expect(twoStepSection(page).getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();

      // The password alone logs in again.
      await page.goto('/');
      await logOutFromHeader(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await loginDialog(page).getByLabel('Email or username').fill(player.email);
      await loginDialog(page).getByLabel('Password', { exact: true }).fill(player.password);
      await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
      await expect(loginDialog(page)).toBeHidden();
      await expect(accountButton(page)).toBeVisible();
    });

    test('the devices list shows both logins, and signing the other out logs that browser out', async ({
      page,
      browser,
      baseURL,
    }) => {
      const player = await registerFreshPlayer(page);
      // A second browser: its own cookies, logged in through the modal like a player on another device.
      const other = await pinClock(
        await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height } }),
      );
      const elsewhere = await other.newPage();
      const stream = elsewhere.waitForRequest((request) => request.url().endsWith('/api/me/events'));
      await elsewhere.goto('/');
      await elsewhere.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await loginDialog(elsewhere).getByLabel('Email or username').fill(player.email);
      await loginDialog(elsewhere).getByLabel('Password', { exact: true }).fill(player.password);
      await loginDialog(elsewhere).getByRole('button', { name: 'Log in' }).click();
      await expect(loginDialog(elsewhere)).toBeHidden();
      await stream;

      await page.goto('/user/profile');
      const devices = devicesSection(page).getByTestId('signed-in-device');
      await expect(devices).toHaveCount(2);
      await expect(devices.first()).toContainText('This device');
      await expect(devices.nth(1)).not.toContainText('This device');
      await expect(devices.nth(1)).toContainText(/Approximate place: United States/);
      await expect(devices.nth(1)).toContainText(/Chrome/);
      await expectNoViolations(page, 'signed-in devices');

      await devices
        .nth(1)
        .getByRole('button', { name: /^Sign out / })
        .click();
      await expect(devicesSection(page).getByText('That device has been signed out.')).toBeVisible();
      await expect(devices).toHaveCount(1);
      await expect(devicesSection(page).getByText('No other device is logged in.')).toBeVisible();

      // The other browser hears it on its live stream and is logged out without a click; the server refuses it.
      await expect(elsewhere.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      expect((await elsewhere.request.get('/api/me')).status()).toBe(401);
      // This one goes on.
      expect((await page.request.get('/api/me')).status()).toBe(200);
      await other.close();
    });

    test('"Sign out all other devices" ends every other login', async ({ page, browser, baseURL }) => {
      const player = await registerFreshPlayer(page);
      const contexts = await Promise.all([0, 1].map(async () => pinClock(await browser.newContext({ baseURL }))));
      for (const context of contexts) {
        const login = await context.request.post('/api/auth/login', {
          data: { email: player.email, password: player.password },
        });
        expect(login.ok()).toBe(true);
      }
      await page.goto('/user/profile');
      await expect(devicesSection(page).getByTestId('signed-in-device')).toHaveCount(3);
      await devicesSection(page).getByRole('button', { name: 'Sign out all other devices' }).click();
      await expect(devicesSection(page).getByText('2 other devices have been signed out.')).toBeVisible();
      await expect(devicesSection(page).getByTestId('signed-in-device')).toHaveCount(1);
      for (const context of contexts) {
        expect((await context.request.get('/api/me')).status()).toBe(401);
        await context.close();
      }
    });
  });
}
